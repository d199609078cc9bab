import type { Db } from "../../../db/database";
import { parseSection } from "../../../blocks/sections/sectionCheck";
import type { PageSection, Section } from "../../../blocks/sections/sectionModel";
import { resolveSharedSections } from "../../../blocks/sections/sharedSections";
import type { StoredLayout } from "../content/contentRecords";
import { placedSharedIds } from "./libraryUsage";
import { sectionLibraryRepository } from "./sectionLibraryRepository";

/** How many sites' published shared sections are kept (least recently used out). */
const SITE_LIMIT = 1000;

/** Stored shared sections by id, each checked (one that fails its check shows nothing). */
function checked(stored: Map<string, unknown>): Map<string, Section> {
  const sections = new Map<string, Section>();
  for (const [id, value] of stored) {
    try {
      sections.set(id, parseSection(value));
    } catch {
      continue;
    }
  }
  return sections;
}

/** A stored layout's sections with every shared placement replaced (see resolveSharedSections). */
function resolvedLayout(stored: unknown, shared: Map<string, Section>): unknown {
  const layout = stored as { sections: PageSection[] };
  const sections = layout.sections.filter((s) => s && typeof s === "object" && ("sharedSectionId" in s || Array.isArray(s.blocks)));
  return { ...layout, sections: resolveSharedSections(sections, (id) => shared.get(id)) };
}

/**
 * Puts shared sections into the pages placing them: visitors get each shared section's published
 * version, read once per site version (publishing one goes through the site write hook, which
 * bumps the version), and each visitor layout object is resolved once, so its renderable form is
 * still made once; an editor's preview gets the drafts, read fresh.
 */
export class SharedSectionResolver {
  private readonly published = new Map<string, { version: number; sections: Promise<Map<string, Section>> }>();
  private readonly resolved = new WeakMap<StoredLayout, StoredLayout>();

  constructor(private readonly db: Db) {}

  /** The layout with its published (visitors) or draft (preview) sections resolved. */
  async resolve(websiteId: string, version: number, layout: StoredLayout, preview: boolean): Promise<StoredLayout> {
    if (preview) {
      if (placedSharedIds(layout.draft).length === 0) return layout;
      const drafts = checked(await sectionLibraryRepository.draftShared(this.db, websiteId));
      return { ...layout, draft: resolvedLayout(layout.draft, drafts) };
    }
    if (placedSharedIds(layout.published).length === 0) return layout;
    const kept = this.resolved.get(layout);
    if (kept) return kept;
    const shared = await this.publishedOf(websiteId, version);
    const resolved = { ...layout, published: resolvedLayout(layout.published, shared) };
    this.resolved.set(layout, resolved);
    return resolved;
  }

  private publishedOf(websiteId: string, version: number): Promise<Map<string, Section>> {
    const entry = this.published.get(websiteId);
    this.published.delete(websiteId);
    if (entry && entry.version === version) {
      this.published.set(websiteId, entry);
      return entry.sections;
    }
    const sections = sectionLibraryRepository.publishedShared(this.db, websiteId).then(checked);
    this.published.set(websiteId, { version, sections });
    sections.catch(() => {
      if (this.published.get(websiteId)?.sections === sections) this.published.delete(websiteId);
    });
    if (this.published.size > SITE_LIMIT) this.published.delete(this.published.keys().next().value!);
    return sections;
  }
}
