import type { Db } from "../../../db/database";
import type { StoredLayout } from "./contentRecords";
import { contentRepository } from "./contentRepository";

/** How many layouts are kept across all sites (least recently used out). */
const LAYOUT_LIMIT = 5000;

/**
 * The stored layouts of pages and posts as visitors see them, read once per site version: every
 * publish goes through SiteChanges, which bumps the version, so a published layout kept for a
 * version stays true for it, as the page cache relies on. Only for visitors' views; an editor's
 * preview reads the drafts fresh. Saves an uncached render the layout query and its JSON parse,
 * and gives later renders the same layout object, so its renderable form is made once.
 */
export class PublishedLayouts {
  private readonly kept = new Map<string, { websiteId: string; version: number; layout: Promise<StoredLayout | null> }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly limit: number = LAYOUT_LIMIT,
  ) {}

  /** The stored layout of a page or post (its owner) on a site at this version. */
  of(websiteId: string, version: number, ownerId: string): Promise<StoredLayout | null> {
    if (this.versions.get(websiteId) !== version) this.dropSite(websiteId, version);
    const key = `${websiteId}\n${ownerId}`;
    const entry = this.kept.get(key);
    this.kept.delete(key);
    if (entry && entry.version === version) {
      this.kept.set(key, entry);
      return entry.layout;
    }
    const layout = contentRepository.findLayout(this.db, websiteId, ownerId);
    this.kept.set(key, { websiteId, version, layout });
    layout.catch(() => {
      if (this.kept.get(key)?.layout === layout) this.kept.delete(key);
    });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return layout;
  }

  /** How many layouts are kept (for tests). */
  size(): number {
    return this.kept.size;
  }

  private dropSite(websiteId: string, version: number): void {
    for (const [key, entry] of this.kept) if (entry.websiteId === websiteId) this.kept.delete(key);
    this.versions.set(websiteId, version);
    if (this.versions.size > this.limit) this.versions.delete(this.versions.keys().next().value!);
  }
}
