import type { ZodType } from "zod";
import type { Db } from "../../../db/database";
import type { BlobStore } from "../media/blobStore";

/** What a section's import knows about the site being written. */
export interface SectionImportContext {
  websiteId: string;
  /** The site's time zone (dates in addresses follow the owner's calendar). */
  timeZone: string;
  /** The import's moment, for rows that carry a write time. */
  now: string;
  /** Where file bytes (uploaded assets) are written; null when the caller keeps no files. */
  blobs: BlobStore | null;
}

/**
 * One part of the site file (domains, collections, later forms, products, assets...). Each
 * feature that keeps per-site data adds a section, so export and import stay whole.
 * Sections import in list order and delete in reverse order.
 */
export interface SiteSection<T> {
  /** The top-level key of the section in the site file. */
  key: string;
  /** Validates the section (paths in errors are relative to the section). */
  schema: ZodType<T>;
  /**
   * Slow work that needs no database (decoding and checking file bytes, storing them), done
   * before the import's transaction so the transaction stays short; throws invalid().
   */
  prepare?(value: T, blobs: BlobStore | null): Promise<void>;
  /** Checks that need the whole section at once (unique slugs, references); throws invalid(). */
  check?(value: T, context: SectionImportContext, db: Db): Promise<void>;
  /** Reads the site's rows in a stable order, so equal data exports to equal bytes. */
  exportSection(db: Db, websiteId: string, blobs: BlobStore | null): Promise<T>;
  /** Removes the site's rows of this section before a replace. */
  deleteSection(db: Db, websiteId: string): Promise<void>;
  /** Writes the section's rows. */
  importSection(db: Db, context: SectionImportContext, value: T): Promise<void>;
}
