import type { GridPlace } from "../../../../blocks/sections/sectionModel";
import { pixels, tracksFrom, type GridTracks } from "./gridTracks";

/** The base row size when the grid's rows cannot be measured (an empty grid). */
const FALLBACK_ROW_PX = 48;

/** A block's cell on its section's grid in the framed page: the grid's child that holds the block. */
export interface FrameCell {
  cell: HTMLElement;
  grid: HTMLElement;
}

/** A section whose blocks flow in one column (no grid) in the framed page, and the site's class that lays a section's content out as its grid. */
const FLOWING_SECTION_CONTENT = ".tsr-section .tsr-blocks";
const SECTION_GRID_CLASS = "tsr-grid";

/**
 * Finds the grid cell holding a block in the framed page: the block's element or the wrapper the
 * grid places. A section the server rendered as a plain column (every block full width, one per
 * row) is shown as its grid from then on, so its blocks can be placed; once one leaves the
 * column, the saved draft renders the grid itself.
 */
export function findCell(doc: Document, blockId: string): FrameCell | null {
  const view = doc.defaultView;
  let cell = doc.getElementById(`block-${blockId}`);
  cell?.closest(FLOWING_SECTION_CONTENT)?.classList.add(SECTION_GRID_CLASS);
  while (cell?.parentElement && view) {
    const display = view.getComputedStyle(cell.parentElement).display;
    if (display === "grid" || display === "inline-grid") return { cell, grid: cell.parentElement };
    cell = cell.parentElement;
  }
  return null;
}

/** The id of the closest element with `prefix` around a node of the framed page (the node comes from the frame's own window, so it is told by its nodeType). */
function idAround(node: EventTarget | null, prefix: string): string | null {
  const candidate = node as Node | null;
  const element = candidate?.nodeType === 1 ? (candidate as Element) : (candidate?.parentElement ?? null);
  const found = element?.closest<HTMLElement>(`[id^='${prefix}']`);
  return found ? found.id.slice(prefix.length) : null;
}

/** The block whose element holds a node of the framed page, by its id. */
export function blockIdAt(node: EventTarget | null): string | null {
  return idAround(node, "block-");
}

/** The page section (a shared one by its placement's id) whose element holds a node of the framed page. */
export function sectionIdAt(node: EventTarget | null): string | null {
  return idAround(node, "section-");
}

/** Measures a section's grid as the frame lays it out, in the frame's viewport pixels. */
export function measureTracks(grid: HTMLElement): GridTracks {
  const style = grid.ownerDocument.defaultView!.getComputedStyle(grid);
  const box = grid.getBoundingClientRect();
  const left = box.left + pixels(style.borderLeftWidth) + pixels(style.paddingLeft);
  const top = box.top + pixels(style.borderTopWidth) + pixels(style.paddingTop);
  const rowGap = pixels(style.rowGap);
  const rows = tracksFrom(style.gridTemplateRows, rowGap, top);
  const rowSize = rows.length > 0 ? Math.min(...rows.map((row) => row.size)) : FALLBACK_ROW_PX;
  return { columns: tracksFrom(style.gridTemplateColumns, pixels(style.columnGap), left), rows, rowSize, rowGap };
}

/** The CSS grid-area of a place. */
export function gridArea(place: GridPlace): string {
  return `${place.row} / ${place.column} / span ${place.height} / span ${place.width}`;
}

/**
 * Shows places in the framed page at once, before the saved draft reloads it: each block's cell
 * gets its place as an inline grid-area.
 */
export function showPlacesInFrame(doc: Document, places: ReadonlyMap<string, GridPlace>): void {
  for (const [id, place] of places) {
    const found = findCell(doc, id);
    if (found) found.cell.style.gridArea = gridArea(place);
  }
}
