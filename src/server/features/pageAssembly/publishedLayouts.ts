import type { Db } from "../../../db/database";
import type { StoredLayout } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { SiteVersionMemo } from "./siteVersionMemo";

/** How many layouts are kept across all sites (least recently used out). */
const LAYOUT_LIMIT = 5000;

/**
 * The stored layouts of pages and posts as visitors see them, read once per site version (a
 * publish bumps the version). Only for visitors' views; an editor's preview reads the drafts
 * fresh. Saves an uncached render the layout query and its JSON parse, and gives later renders
 * the same layout object, so its renderable form, and what its blocks read, is made once.
 */
export class PublishedLayouts {
  private readonly kept: SiteVersionMemo<StoredLayout | null>;

  constructor(
    private readonly db: Db,
    limit: number = LAYOUT_LIMIT,
  ) {
    this.kept = new SiteVersionMemo(limit);
  }

  /** The stored layout of a page or post (its owner) on a site at this version. */
  of(websiteId: string, version: number, ownerId: string): Promise<StoredLayout | null> {
    return this.kept.of(websiteId, version, ownerId, () => contentRepository.findLayout(this.db, websiteId, ownerId));
  }

  /** How many layouts are kept (for tests). */
  size(): number {
    return this.kept.size();
  }
}
