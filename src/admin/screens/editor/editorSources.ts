import type { Layout } from "../../../blocks/types";
import type { Section } from "../../../blocks/sections/sectionModel";
import { layoutsApi, type EditorLayout } from "../../api/layouts";
import { sectionLibraryApi, type LibrarySection } from "../../api/sectionLibrary";

/** What the editor edits: a page's or post's layout, or a shared section (then `shared` names it and the pages using it). */
export type EditorDocument = EditorLayout & { shared?: LibrarySection };

/** Where the editor reads, saves (with the version read) and publishes what it edits; only a page's draft can be discarded. */
export interface EditorSource {
  /** The page, post or shared section id other tabs' editor events name. */
  key: string;
  read: () => Promise<EditorDocument>;
  save: (version: number, draft: Layout) => Promise<EditorDocument>;
  publish: (version: number) => Promise<EditorDocument>;
  discard?: (version: number) => Promise<EditorDocument>;
}

/** A page's or post's layout, through the layout routes. */
export function pageSource(ownerId: string): EditorSource {
  return {
    key: ownerId,
    read: () => layoutsApi.read(ownerId),
    save: (version, draft) => layoutsApi.save(ownerId, version, draft),
    publish: (version) => layoutsApi.publish(ownerId, version),
    discard: (version) => layoutsApi.discard(ownerId, version),
  };
}

/**
 * A shared section's draft as a layout of one section, shown in the first page using it; saved
 * through the library's draft route (its version check refuses a save over another's) and
 * published on every page using it.
 */
export function sharedSectionSource(sectionId: string): EditorSource {
  const asDocument = (shared: LibrarySection, draft: Section): EditorDocument => ({
    ownerId: sectionId,
    draft: { sections: [draft] },
    draftVersion: shared.draftVersion,
    isPublished: true,
    hasChanges: shared.hasChanges,
    publishedAt: shared.publishedAt,
    owner: { kind: "page", title: shared.name, path: shared.usedOn[0]?.path ?? "/", blogId: null, label: "Available", publishOn: null },
    shared,
  });
  const read = async () => {
    const entry = await sectionLibraryApi.read(sectionId);
    return asDocument(entry.section, entry.draft as Section);
  };
  return {
    key: sectionId,
    read,
    save: async (version, draft) => {
      const section = draft.sections[0] as Section;
      return asDocument(await sectionLibraryApi.saveDraft(sectionId, version, section), section);
    },
    publish: async (version) => {
      await sectionLibraryApi.publish(sectionId, version);
      return read();
    },
  };
}
