import { isSharedPlacement, type PageSection, type PlacedBlock } from "../../../../blocks/sections/sectionModel";

/** A copy of a block under a new id, so duplicates and pasted blocks never share one with their source. */
export function copyBlock(block: PlacedBlock, makeId: () => string): PlacedBlock {
  return { ...structuredClone(block), id: makeId() };
}

/**
 * A copy of a section under new ids for it and each of its blocks. A shared section's copy is
 * another placement of the same shared section: it stays one thing everywhere.
 */
export function copySection(section: PageSection, makeId: () => string): PageSection {
  if (isSharedPlacement(section)) return { id: makeId(), sharedSectionId: section.sharedSectionId };
  return { id: makeId(), style: structuredClone(section.style), blocks: section.blocks.map((block) => copyBlock(block, makeId)) };
}
