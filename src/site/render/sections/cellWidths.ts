import type { RenderedWidth } from "../../../blocks/image/imageSizes";
import { GRID_COLUMNS, type GridPlace, type SectionStyle } from "../../../blocks/sections/sectionModel";

/** Below this viewport width sections use the phone grid (sections.css). */
const PHONE_GRID = "(max-width: 767.98px)";

/**
 * The width a section's content spans for each content width (sections.css: the content is at
 * most --tsr-narrow 36rem, --tsr-max 46rem or --tsr-wide 72rem wide with 1.25rem padding on each
 * side; full width has no padding).
 */
const CONTENT_SPAN: Record<SectionStyle["width"], string> = {
  narrow: "min(100vw - 2.5rem, 33.5rem)",
  normal: "min(100vw - 2.5rem, 43.5rem)",
  wide: "min(100vw - 2.5rem, 69.5rem)",
  full: "100vw",
};

function share(span: string, columns: number, of: number): string {
  return columns === of ? span : `calc(${span} * ${Math.round((columns / of) * 10000) / 10000})`;
}

/**
 * How wide a block's grid cell is on phones and on wider screens, as widths for a picture's
 * `sizes`. The gaps between columns are counted as part of the cell, so the width named is at
 * most a little above the real one, never below it.
 */
export function cellWidths(width: SectionStyle["width"], desktop: GridPlace, phone: GridPlace): RenderedWidth[] {
  const span = CONTENT_SPAN[width];
  return [{ media: PHONE_GRID, width: share(span, phone.width, GRID_COLUMNS.phone) }, { width: share(span, desktop.width, GRID_COLUMNS.desktop) }];
}

/** The width of a flowing section's column: its whole content span on every screen. */
export function columnWidth(width: SectionStyle["width"]): RenderedWidth[] {
  return [{ width: CONTENT_SPAN[width] }];
}
