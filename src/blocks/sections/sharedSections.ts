import { newId } from "../../domain/ids";
import { isSharedPlacement, type PageSection, type Section } from "./sectionModel";

/**
 * A page's sections as they are shown: each shared placement replaced by the shared section
 * (`sharedSection` gives the published one for visitors, the draft for the editor's preview).
 * A missing shared section shows nothing. A page shows a shared section once: a second
 * placement of it shows nothing, and a block whose id the page already uses is left out, so
 * block ids (which are DOM ids) stay unique on the page. The shown section keeps the
 * placement's id, so the page's sections keep their own ids.
 */
export function resolveSharedSections(sections: readonly PageSection[], sharedSection: (id: string) => Section | undefined): Section[] {
  const ownIds = new Set(sections.flatMap((s) => (isSharedPlacement(s) ? [] : s.blocks.map((b) => b.id))));
  const placed = new Set<string>();
  const shown: Section[] = [];
  for (const section of sections) {
    if (!isSharedPlacement(section)) {
      shown.push(section);
      continue;
    }
    const shared = placed.has(section.sharedSectionId) ? undefined : sharedSection(section.sharedSectionId);
    placed.add(section.sharedSectionId);
    if (!shared) continue;
    const blocks = shared.blocks.filter((b) => !ownIds.has(b.id));
    for (const block of blocks) ownIds.add(block.id);
    shown.push({ id: section.id, style: shared.style, blocks });
  }
  return shown;
}

/** A copy of a section with new ids for it and each of its blocks, so it can join any page. */
export function freshCopy(section: Section): Section {
  return { id: newId(), style: section.style, blocks: section.blocks.map((block) => ({ ...block, id: newId() })) };
}

/** How many blocks a page shows: its own sections' and each shared section's it places. */
export function countPageBlocks(sections: readonly PageSection[], sharedBlockCount: (id: string) => number): number {
  const placed = new Set<string>();
  let count = 0;
  for (const section of sections) {
    if (!isSharedPlacement(section)) count += section.blocks.length;
    else if (!placed.has(section.sharedSectionId)) {
      placed.add(section.sharedSectionId);
      count += sharedBlockCount(section.sharedSectionId);
    }
  }
  return count;
}
