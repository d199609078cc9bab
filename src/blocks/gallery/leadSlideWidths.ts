import { CONTENT_WIDTH, shareOfContent, type RenderedWidth } from "../image/imageSizes";
import { carouselSlidesPerRow } from "./rules/carousel";
import type { GallerySettings } from "./schema";

/** Viewport widths below which the carousel shows fewer slides (gallery.css, spec 2 §4). */
const CAROUSEL_TABLET = { media: "(max-width: 723.98px)", width: 600 };
const CAROUSEL_PHONE = { media: "(max-width: 479.98px)", width: 400 };
/** Below this viewport width a list gallery stacks its picture over its text (gallery.css). */
const LIST_STACKED = "(max-width: 432px)";

/**
 * The widest an automatic design's slide grows from its set width: below twice that width and
 * one gutter (a column or row item that grew wider would leave room for one more beside it),
 * and never wider than the column.
 */
function grownFrom(value: number, gutter: number): string {
  return `min(${CONTENT_WIDTH}, ${Math.round(2 * value + gutter)}px)`;
}

/**
 * The rendered width of a gallery's first slide in its design, for the sizes attribute of the
 * page's lead picture: the whole column for slideshows, one column of a grid or carousel, the
 * list's picture share, and for the automatic designs the widest their slide grows to fill its
 * row from the set column width or row height times the slide's ratio (a picture asked for at
 * the set width alone was drawn from too few pixels once it grew).
 */
export function leadSlideWidths(settings: GallerySettings, data: Record<string, unknown>, slideRatio: number): RenderedWidth[] {
  const perRow = Math.max(1, Number(data.slidesPerRow) || 1);
  const gutter = Number(data.gutter) || 0;
  switch (settings.design) {
    case "grid":
      return [{ width: shareOfContent(1 / perRow) }];
    case "carousel":
      return [
        { media: CAROUSEL_PHONE.media, width: shareOfContent(1 / carouselSlidesPerRow(CAROUSEL_PHONE.width, perRow)) },
        { media: CAROUSEL_TABLET.media, width: shareOfContent(1 / carouselSlidesPerRow(CAROUSEL_TABLET.width, perRow)) },
        { width: shareOfContent(1 / perRow) },
      ];
    case "list":
      return [{ media: LIST_STACKED, width: CONTENT_WIDTH }, { width: shareOfContent(settings.listImageSize / 100) }];
    case "autogrid":
    case "autocolumns":
      return [{ width: grownFrom(Number(data.columnWidth), gutter) }];
    case "autorows":
      return [{ width: grownFrom(Number(data.rowHeight) * slideRatio, gutter) }];
    default:
      return [{ width: CONTENT_WIDTH }];
  }
}
