import { MAX_LOADED_PIXEL_RATIO } from "../../domain/limits/imageLimits";

/** A picture's rendered width as a CSS length, under a viewport media condition (none for the last, fallback entry). */
export interface RenderedWidth {
  media?: string;
  width: string;
}

/** The page's content column: site.css `.tsr-container` is 46rem wide with 1.25rem padding each side. */
export const CONTENT_WIDTH = "min(100vw - 2.5rem, 43.5rem)";

/** The width of a full-bleed (stretched) image block: the wide column less its 0.5rem margins (image.css). */
export const STRETCHED_WIDTH = "calc(min(100vw, 72rem) - 1rem)";

/** A share of the content column, such as one column of a grid. */
export function shareOfContent(share: number): string {
  return share === 1 ? CONTENT_WIDTH : `calc(${CONTENT_WIDTH} * ${round(share)})`;
}

/**
 * A block's rendered widths inside the grid cell it sits in. Blocks describe their picture's
 * width against the content column (CONTENT_WIDTH); in a section's cell that column is the
 * cell's own width, which may differ per screen (`cell`, widths under media conditions, the last
 * without). Without a cell, or in a cell as wide as the column, the block's widths stand.
 */
export function withinCell(widths: readonly RenderedWidth[], cell: readonly RenderedWidth[] | undefined): RenderedWidth[] {
  if (!cell || (cell.length === 1 && cell[0]!.width === CONTENT_WIDTH)) return [...widths];
  return cell.flatMap((c) =>
    widths.map((w) => {
      const media = [c.media, w.media].filter(Boolean).join(" and ");
      const width = w.width.split(CONTENT_WIDTH).join(c.width);
      return media ? { media, width } : { width };
    }),
  );
}

/**
 * Screens denser than 3x, densest first. On them the sizes list names a width divided by
 * density / 3, so the browser's pick covers at most three times the rendered width (a 4x screen
 * never downloads more than 3x of what it shows needs).
 */
const DENSE_SCREENS_DPPX = [4, 3.5] as const;

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function entry(conditions: (string | undefined)[], width: string): string {
  const media = conditions.filter(Boolean).join(" and ");
  return media ? `${media} ${width}` : width;
}

/**
 * The `sizes` attribute of a picture rendered at these widths: the widths themselves on screens
 * up to 3x, and for denser screens the same widths scaled down so that what the browser picks
 * is at most what three times the rendered width needs.
 */
export function sizesAttribute(widths: readonly RenderedWidth[]): string {
  const dense = DENSE_SCREENS_DPPX.flatMap((dppx) =>
    widths.map((w) => entry([`(min-resolution: ${dppx}dppx)`, w.media], `calc(${w.width} * ${round(MAX_LOADED_PIXEL_RATIO / dppx)})`)),
  );
  return [...dense, ...widths.map((w) => entry([w.media], w.width))].join(", ");
}
