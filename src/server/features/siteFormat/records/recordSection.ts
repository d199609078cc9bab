import type { ZodType } from "zod";
import type { Db } from "../../../../db/database";

/** What a record section's checks and import know about the site being written. */
export interface RecordImportContext {
  websiteId: string;
  /** The ids of the orders the file carries: payments and reviews must belong to one of them. */
  fileOrderIds: ReadonlySet<string>;
  /** The ids of the customer accounts the file carries: an order's account must be one of them. */
  fileCustomerIds: ReadonlySet<string>;
  /** The ids of the products the file carries: a review's product must be one of them. */
  fileProductIds: ReadonlySet<string>;
  /** The ids of the newsletter groups the file carries: campaigns must name one of them (or none). */
  fileGroupIds: ReadonlySet<string>;
}

/**
 * One kind of record under the site file's `records` key (customer accounts, orders, payments,
 * form submissions, gift cards, page history, comments, reviews, newsletter groups, campaigns and
 * suppressions). Records travel only with `site export --with-records`, for moving
 * a site between platforms; they keep their ids, so the database's keys refuse a second copy.
 */
export interface RecordSection<T> {
  /** The key of the records inside `records`. */
  key: string;
  /** Validates the records (paths in errors are relative to `records.{key}`). */
  schema: ZodType<T>;
  /** Whether the site already holds such records, so an import would double them; absent for records replaced with the site (page history). */
  holdsAny?(db: Db, websiteId: string): Promise<boolean>;
  /** Checks needing the database or the whole file: ids and keys other sites use, references; throws invalid(). */
  check(value: T, context: RecordImportContext, db: Db): Promise<void>;
  /** Reads the site's records in a stable order, so equal data exports to equal bytes. */
  exportRecords(db: Db, websiteId: string): Promise<T>;
  /** Writes the records, after the site's content. */
  importRecords(db: Db, context: RecordImportContext, value: T): Promise<void>;
}
