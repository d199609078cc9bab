import { blocksOfLayout, readingOrder } from "../../../blocks/sections/readingOrder";
import { GRID_COLUMNS, isSharedPlacement, MAX_GRID_ROWS, type Arrangement, type PlacedBlock, type Section } from "../../../blocks/sections/sectionModel";
import { stackedPlace, stackedSection } from "../../../blocks/sections/stackedSection";
import type { BlockInstance, Layout } from "../../../blocks/types";

/** The blocks the list editor shows: every block of the page's own sections, in reading order. */
export function editableBlocks(layout: Layout): BlockInstance[] {
  return blocksOfLayout(layout).map(({ id, type, settings }) => ({ id, type, settings }));
}

/** A section whose blocks sit full width one per row in reading order (rows 1..n), with no phone places or layers. */
function isStacked(section: Section): boolean {
  return readingOrder(section).every(
    (block, index) => JSON.stringify(block.desktop) === JSON.stringify(stackedPlace(index)) && !block.phone && block.layer === undefined,
  );
}

/** The row after the section's last in an arrangement, kept within the grid's rows. */
function nextRow(blocks: readonly PlacedBlock[], arrangement: Arrangement): number {
  const bottom = blocks.reduce((row, block) => Math.max(row, (block[arrangement]?.row ?? 1) + (block[arrangement]?.height ?? 1) - 1), 0);
  return Math.min(bottom + 1, MAX_GRID_ROWS);
}

/**
 * A section after the list editor's changes to its blocks (`listed`, in list order). A stacked
 * section stays stacked in the list's order. Otherwise its blocks keep their places, a reorder
 * hands the places, taken in reading order, to the blocks in their new order, and a new block
 * goes full width on the next row (and on the phone's next row once the section has phone places).
 */
function editedSection(section: Section, listed: readonly BlockInstance[]): Section {
  const original = new Map(section.blocks.map((block) => [block.id, block]));
  if (isStacked(section)) return { ...stackedSection(listed, section.id), style: section.style };
  const kept = listed.filter((block) => original.has(block.id));
  const places = readingOrder(section).filter((block) => kept.some((k) => k.id === block.id));
  const placedKept = new Map(
    kept.map((block, index) => {
      const { desktop, phone, layer } = places[index]!;
      return [block.id, { ...block, desktop, ...(phone ? { phone } : {}), ...(layer === undefined ? {} : { layer }) }];
    }),
  );
  // In the stored order, so a section the list did not change is saved as it was.
  const blocks: PlacedBlock[] = section.blocks.flatMap((block) => placedKept.get(block.id) ?? []);
  const phoneArranged = section.blocks.length > 0 && section.blocks.every((block) => block.phone);
  for (const block of listed.filter((b) => !original.has(b.id))) {
    const desktop = { column: 1, row: nextRow(blocks, "desktop"), width: GRID_COLUMNS.desktop, height: 1 };
    const phone = { column: 1, row: nextRow(blocks, "phone"), width: GRID_COLUMNS.phone, height: 1 };
    blocks.push({ ...block, desktop, ...(phoneArranged ? { phone } : {}) });
  }
  return { id: section.id, style: section.style, blocks };
}

/**
 * The layout the list editor saves: `blocks` (its stacked list, in order) put back into the page's
 * sections. Section styles, shared placements and the places of blocks the list did not move are
 * kept; each existing block stays in its section; a new block joins the section of the block
 * before it in the list (the first block's section when it leads, the last section when the page
 * has no block), and a page with no section of its own gets one.
 */
export function layoutWithBlocks(base: Layout, blocks: readonly BlockInstance[]): Layout {
  const own = base.sections.filter((section): section is Section => !isSharedPlacement(section));
  const sections = own.length > 0 ? base.sections : [...base.sections, stackedSection([])];
  const homes = new Map<string, string>();
  for (const section of sections) if (!isSharedPlacement(section)) for (const block of section.blocks) homes.set(block.id, section.id);
  const lastOwn = [...sections].reverse().find((section) => !isSharedPlacement(section))!.id;
  const firstKnown = blocks.find((block) => homes.has(block.id));
  let current = firstKnown ? homes.get(firstKnown.id)! : lastOwn;
  const listed = new Map<string, BlockInstance[]>();
  for (const block of blocks) {
    current = homes.get(block.id) ?? current;
    listed.set(current, [...(listed.get(current) ?? []), block]);
  }
  return { sections: sections.map((section) => (isSharedPlacement(section) ? section : editedSection(section, listed.get(section.id) ?? []))) };
}
