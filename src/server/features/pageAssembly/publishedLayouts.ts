import type { Db } from "../../../db/database";
import type { StoredLayout } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { SiteVersionMemo } from "./siteVersionMemo";

/**
 * How much published layout text (JSON characters) is kept across all sites, least recently
 * used out: about 750 home pages like the demo's (5.4 KB). What hangs off a kept layout (its
 * renderable form, what its blocks loaded, where its finished sections are, the site as its
 * blocks see it) lives as long as it does and costs about twenty times its text: bench:growth
 * measured 123 KB of heap kept per site visited while every layout stayed, so this bounds that
 * heap to about 90 MB however many sites are visited.
 */
const LAYOUT_TEXT_LIMIT = 4 * 1024 * 1024;

/** What a kept layout counts against the limit: its published JSON's length (a missing one, a little). */
const layoutWeight = (layout: StoredLayout | null) => (layout?.published ? JSON.stringify(layout.published).length : 64);

/**
 * The stored layouts of pages and posts as visitors see them, read once per site version (a
 * publish bumps the version). Only for visitors' views; an editor's preview reads the drafts
 * fresh, so the draft is not kept (the published layout stands in its place). Saves an uncached
 * render the layout query and its JSON parse, and gives later renders the same layout object, so
 * its renderable form, and what its blocks read, is made once. Bounded by the length of the
 * layouts' text (LAYOUT_TEXT_LIMIT).
 */
export class PublishedLayouts {
  private readonly kept: SiteVersionMemo<StoredLayout | null>;

  constructor(
    private readonly db: Db,
    limit: number = LAYOUT_TEXT_LIMIT,
  ) {
    this.kept = new SiteVersionMemo(limit, layoutWeight);
  }

  /** The stored layout of a page or post (its owner) on a site at this version. */
  of(websiteId: string, version: number, ownerId: string): Promise<StoredLayout | null> {
    return this.kept.of(websiteId, version, ownerId, async () => {
      const layout = await contentRepository.findLayout(this.db, websiteId, ownerId);
      return layout && { ...layout, draft: layout.published };
    });
  }

  /** How many layouts are kept (for tests). */
  size(): number {
    return this.kept.size();
  }
}
