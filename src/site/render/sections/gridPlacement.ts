import { phoneArrangement, type ArrangedBlock } from "../../../blocks/sections/phoneArrangement";
import { desktopOrder } from "../../../blocks/sections/readingOrder";
import { GRID_COLUMNS, type GridPlace, type PlacedBlock } from "../../../blocks/sections/sectionModel";

/** A place as the value of CSS grid-area: row / column / span height / span width. */
export function gridArea(place: GridPlace): string {
  return `${place.row} / ${place.column} / span ${place.height} / span ${place.width}`;
}

/** Whether blocks stand one under the other, full width, one row each, rows 1..n in this order. */
function isStack(arranged: readonly ArrangedBlock[], columns: number): boolean {
  return arranged.every(({ place }, index) => place.column === 1 && place.width === columns && place.height === 1 && place.row === index + 1);
}

/** A section's blocks in HTML order (the phone arrangement's), and whether they are one plain column on every screen. */
export interface SectionArrangement {
  phone: ArrangedBlock[];
  /**
   * Every block is full width on its own row in both arrangements, in the same order (a
   * single-column page as migrated, or a post): the blocks flow in a column as pages always
   * did, with no grid.
   */
  flowing: boolean;
}

/** Reads a section's blocks into the order the page's HTML gives them and tells a plain column apart. */
export function arrangeSection(blocks: readonly PlacedBlock[]): SectionArrangement {
  const desktop = desktopOrder(blocks).map((block) => ({ block, place: block.desktop }));
  const phone = phoneArrangement(blocks);
  const sameOrder = phone.every(({ block }, index) => desktop[index]!.block === block);
  return { phone, flowing: sameOrder && isStack(desktop, GRID_COLUMNS.desktop) && isStack(phone, GRID_COLUMNS.phone) };
}
