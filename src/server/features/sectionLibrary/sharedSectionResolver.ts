import type { Db } from "../../../db/database";
import { parseSection } from "../../../blocks/sections/sectionCheck";
import type { PageSection, Section } from "../../../blocks/sections/sectionModel";
import { resolveSharedSections } from "../../../blocks/sections/sharedSections";
import { placedSharedIds } from "./libraryUsage";
import { sectionLibraryRepository } from "./sectionLibraryRepository";

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

/** A site's shared sections, checked: the published ones for visitors, the drafts for an editor's preview. */
export async function sharedSectionsOf(db: Db, websiteId: string, preview: boolean): Promise<Map<string, Section>> {
  return checked(await (preview ? sectionLibraryRepository.draftShared(db, websiteId) : sectionLibraryRepository.publishedShared(db, websiteId)));
}

/**
 * A stored layout with every shared placement replaced by the section `shared` reads (see
 * resolveSharedSections); the layout itself when it places none, so nothing is read for it.
 */
export async function withSharedSections(stored: unknown, shared: () => Promise<Map<string, Section>>): Promise<unknown> {
  if (placedSharedIds(stored).length === 0) return stored;
  const sections = await shared();
  const layout = stored as { sections: PageSection[] };
  const own = layout.sections.filter((s) => s && typeof s === "object" && ("sharedSectionId" in s || Array.isArray(s.blocks)));
  return { ...layout, sections: resolveSharedSections(own, (id) => sections.get(id)) };
}
