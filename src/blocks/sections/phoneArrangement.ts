import { columnReadingOrder } from "./columnReadingOrder";
import { desktopOrder } from "./readingOrder";
import { GRID_COLUMNS, type GridPlace, type PlacedBlock } from "./sectionModel";

/** A block with the place it takes in the arrangement being read. */
export interface ArrangedBlock {
  block: PlacedBlock;
  place: GridPlace;
}

function byPlace(a: GridPlace, b: GridPlace): number {
  return a.row - b.row || a.column - b.column;
}

/**
 * A section's phone arrangement in reading order, which is the order its blocks take in the
 * page's HTML. Until every block has a phone place it is derived: the blocks stacked full width,
 * one row each, the desktop's columns read one after the other (a heading with its text). Once the owner has placed them on phone, they are read
 * by phone row, then column (as readingOrder lists them); blocks on the same spot keep their
 * desktop reading order.
 */
export function phoneArrangement(blocks: readonly PlacedBlock[]): ArrangedBlock[] {
  if (!blocks.every((block) => block.phone)) {
    return columnReadingOrder(blocks).map((block, index) => ({ block, place: { column: 1, row: index + 1, width: GRID_COLUMNS.phone, height: 1 } }));
  }
  return desktopOrder(blocks)
    .map((block) => ({ block, place: block.phone! }))
    .sort((a, b) => byPlace(a.place, b.place));
}
