import type { Layout } from "../types";
import { columnReadingOrder } from "./columnReadingOrder";
import { isSharedPlacement, type GridPlace, type PlacedBlock, type Section } from "./sectionModel";

function comparePlaces(a: GridPlace, b: GridPlace): number {
  return a.row - b.row || a.column - b.column;
}

/**
 * A section's blocks in desktop reading order: row, then column, then layer; blocks on the same
 * cell and layer keep their stored order. Moving a block up or down in the desktop arrangement
 * trades places in this order.
 */
export function desktopOrder(blocks: readonly PlacedBlock[]): PlacedBlock[] {
  return [...blocks].sort((a, b) => comparePlaces(a.desktop, b.desktop) || (a.layer ?? 0) - (b.layer ?? 0));
}

/**
 * A section's blocks in the order a reader meets them: the phone arrangement's (row, then column),
 * which is the desktop columns read one after the other (columnReadingOrder) while the phone
 * arrangement is derived. The page's HTML follows it, so screen readers and keyboard users meet
 * content as phones show it.
 */
export function readingOrder(section: Section): PlacedBlock[] {
  if (!section.blocks.every((block) => block.phone)) return columnReadingOrder(section.blocks);
  const desktop = desktopOrder(section.blocks);
  return desktop
    .map((block, index) => ({ block, index }))
    .sort((a, b) => comparePlaces(a.block.phone!, b.block.phone!) || a.index - b.index)
    .map(({ block }) => block);
}

/**
 * Every block of a layout's own sections, section by section in reading order: what consumers
 * that look at a page's blocks (forms, products, islands, code checks) go through. Shared
 * sections' blocks live in their own records and are not listed.
 */
export function blocksOfLayout(layout: Layout): PlacedBlock[] {
  return layout.sections.flatMap((section) => (isSharedPlacement(section) ? [] : readingOrder(section)));
}
