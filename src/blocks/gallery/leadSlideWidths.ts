import { CONTENT_WIDTH, shareOfContent, type RenderedWidth } from "../image/imageSizes";
import { carouselSlidesPerRow } from "./rules/carousel";
import type { GallerySettings } from "./schema";

/** Viewport widths below which the carousel shows fewer slides (gallery.css, spec 2 §4). */
const CAROUSEL_TABLET = { media: "(max-width: 723.98px)", width: 600 };
const CAROUSEL_PHONE = { media: "(max-width: 479.98px)", width: 400 };
/** Below this viewport width a list gallery stacks its picture over its text (gallery.css). */
const LIST_STACKED = "(max-width: 432px)";

function pixels(value: number): string {
  return `min(${CONTENT_WIDTH}, ${Math.round(value)}px)`;
}

/**
 * The rendered width of a gallery's first slide in its design, for the sizes attribute of the
 * page's lead picture: the whole column for slideshows, one column of a grid or carousel, the
 * list's picture share, the set column width or row height times the slide's ratio for the
 * automatic designs (their real width grows from there to fill the row).
 */
export function leadSlideWidths(settings: GallerySettings, data: Record<string, unknown>, slideRatio: number): RenderedWidth[] {
  const perRow = Math.max(1, Number(data.slidesPerRow) || 1);
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
      return [{ width: pixels(Number(data.columnWidth)) }];
    case "autorows":
      return [{ width: pixels(Number(data.rowHeight) * slideRatio) }];
    default:
      return [{ width: CONTENT_WIDTH }];
  }
}
