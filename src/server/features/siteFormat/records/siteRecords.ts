import { z } from "zod";
import type { Db } from "../../../../db/database";
import { conflict } from "../../../../domain/errors";
import { commentsRecords } from "./commentsRecords";
import { customersRecords } from "./customersRecords";
import { donationsRecords } from "./donationsRecords";
import { giftCardsRecords } from "./giftCardsRecords";
import { newsletterCampaignsRecords, newsletterGroupsRecords, newsletterSettingsRecords, newsletterSuppressionsRecords } from "./newsletterRecords";
import { ordersRecords } from "./ordersRecords";
import { pageHistoryRecords } from "./pageHistoryRecords";
import { paymentsRecords } from "./paymentsRecords";
import type { RecordImportContext, RecordSection } from "./recordSection";
import { reviewsRecords } from "./reviewsRecords";
import { submissionsRecords } from "./submissionsRecords";
import { subscriptionsRecords } from "./subscriptionsRecords";
import { translationsRecords } from "./translationsRecords";
import { membershipsRecords } from "./membershipsRecords";

/** The kinds of record under `records`, in import order (orders after the accounts they name; payments, gift cards, subscriptions and reviews after the orders; donations after the accounts; campaigns after their groups). */
const RECORD_SECTIONS: readonly RecordSection<unknown>[] = [
  customersRecords,
  ordersRecords,
  paymentsRecords,
  giftCardsRecords,
  subscriptionsRecords,
  donationsRecords,
  submissionsRecords,
  pageHistoryRecords,
  commentsRecords,
  reviewsRecords,
  newsletterGroupsRecords,
  newsletterCampaignsRecords,
  newsletterSuppressionsRecords,
  newsletterSettingsRecords,
  translationsRecords,
  membershipsRecords,
];

/** The `records` part of a site file: each kind optional, none by default. */
export const siteRecordsSchema = z.strictObject(Object.fromEntries(RECORD_SECTIONS.map((section) => [section.key, section.schema])));

/** The records of a file, checked, by kind. */
export type SiteRecords = Record<string, unknown>;

/** The refusal of records for a site that already holds some: a second import would double them. */
export function recordsAlreadyThereMessage(identifier: string): string {
  return `records: the site "${identifier}" already has customer accounts, orders, payments, form submissions, gift cards, subscriptions, donations, reviews or newsletter groups or campaigns, so the file's records were not imported (importing them again would count them twice). Import into a platform without this site, or delete it first with "tessera site delete ${identifier} --yes".`;
}

function contextOf(websiteId: string, records: SiteRecords, productIds: ReadonlySet<string> = new Set()): RecordImportContext {
  const ids = (key: string) => new Set(((records[key] ?? []) as { id: string }[]).map((record) => record.id));
  return {
    websiteId,
    fileOrderIds: ids(ordersRecords.key),
    fileCustomerIds: ids(customersRecords.key),
    fileProductIds: productIds,
    fileGroupIds: ids(newsletterGroupsRecords.key),
  };
}

/**
 * Checks a file's records against the database before anything is written: the site (when it
 * exists) holds no records yet, and no id or key is another site's. Throws a 409 or invalid().
 */
export async function checkSiteRecords(
  db: Db,
  records: SiteRecords,
  site: { websiteId: string; identifier: string; exists: boolean; productIds: ReadonlySet<string> },
): Promise<void> {
  if (site.exists) {
    for (const section of RECORD_SECTIONS) {
      if (await section.holdsAny?.(db, site.websiteId)) throw conflict(recordsAlreadyThereMessage(site.identifier));
    }
  }
  const context = contextOf(site.websiteId, records, site.productIds);
  for (const section of RECORD_SECTIONS) await section.check(records[section.key], context, db);
}

/** Writes a file's checked records, after the site's content (versions need their layouts). */
export async function importSiteRecords(db: Db, websiteId: string, records: SiteRecords): Promise<void> {
  const context = contextOf(websiteId, records);
  for (const section of RECORD_SECTIONS) await section.importRecords(db, context, records[section.key]);
}

/** The site's records for `site export --with-records`, in a stable order. */
export async function exportSiteRecords(db: Db, websiteId: string): Promise<SiteRecords> {
  const records: SiteRecords = {};
  for (const section of RECORD_SECTIONS) records[section.key] = await section.exportRecords(db, websiteId);
  return records;
}
