import { GALLERY_LIMITS } from "../../domain/limits/galleryLimits";
import { SLIDER_LIMITS } from "../../domain/limits/widgetLimits";
import { ratioValue } from "../image/ResponsiveImage";
import type { GallerySettings } from "./schema";

/** Per-design defaults of spec 2 §9, used where the owner left a setting unset. */
function designDefaults(design: string): { slidesPerRow: number; lightbox: boolean; gutter: number; padding: number } {
  switch (design) {
    case "grid":
      return {
        slidesPerRow: GALLERY_LIMITS.grid.slidesPerRow,
        lightbox: GALLERY_LIMITS.grid.lightbox,
        gutter: GALLERY_LIMITS.grid.padding,
        padding: GALLERY_LIMITS.grid.padding,
      };
    case "autorows":
      return { slidesPerRow: 1, lightbox: GALLERY_LIMITS.autorows.lightbox, gutter: GALLERY_LIMITS.autorows.gutter, padding: 0 };
    case "autogrid":
    case "autocolumns":
      return { slidesPerRow: 1, lightbox: false, gutter: GALLERY_LIMITS.autocolumns.gutter, padding: 0 };
    case "carousel":
      return { slidesPerRow: GALLERY_LIMITS.carousel.slidesPerRow, lightbox: false, gutter: GALLERY_LIMITS.carousel.gutterPercent, padding: 0 };
    default:
      return { slidesPerRow: 1, lightbox: false, gutter: 0, padding: 0 };
  }
}

/**
 * Seconds per slide when the owner set none. Spec 2 §3 gives two readings: 5000 ms for
 * galleries and 1000 ms in the slide widget; the strip (the slider) takes the slide widget's.
 */
function autoplaySeconds(design: string): number {
  return (design === "strip" ? GALLERY_LIMITS.autoplay.slideWidgetTimeoutMs : GALLERY_LIMITS.autoplay.timeoutMs) / 1000;
}

/** The frame ratio (width / height) a design gives its slides: the set ratio, else null (each slide its own). */
export function fixedRatio(settings: GallerySettings): number | null {
  return settings.imageAspectRatio === "auto" ? null : ratioValue(settings.imageAspectRatio);
}

/** The strip's height as a share of its width (vSize, or 50 with a ratio set, or 10 with neither). */
export function stripVSize(settings: GallerySettings): number {
  if (settings.vSize !== undefined) return settings.vSize;
  return fixedRatio(settings) ? SLIDER_LIMITS.defaultAspectRatio : GALLERY_LIMITS.strip.defaultVSize;
}

/**
 * The gallery's block data as the browser reads it from the JSON attribute: every field of
 * spec 2 §3 under its own name (design defaults filled in), plus the behaviour settings of §4.
 */
export function galleryBlockData(settings: GallerySettings): Record<string, unknown> {
  const defaults = designDefaults(settings.design);
  return {
    design: settings.design,
    imageAspectRatio: settings.imageAspectRatio === "auto" ? "Auto" : settings.imageAspectRatio,
    slidesPerRow: settings.slidesPerRow ?? defaults.slidesPerRow,
    lightbox: settings.lightbox ?? defaults.lightbox,
    lightboxTheme: settings.lightboxTheme,
    mixedContent: settings.mixedContent,
    columnWidth: settings.columnWidth === undefined ? GALLERY_LIMITS.autocolumns.columnWidth : Number.parseInt(String(settings.columnWidth), 10),
    columnWidthBehavior: settings.columnWidthBehavior,
    rowHeight: settings.rowHeight ?? GALLERY_LIMITS.autorows.rowHeight,
    gutter: settings.gutter ?? defaults.gutter,
    listImageSize: settings.listImageSize,
    vSize: stripVSize(settings),
    "active-alignment": settings.activeAlignment,
    "square-thumbs": settings.squareThumbs,
    "auto-crop": settings.autoCrop,
    thumbnails: settings.thumbnails,
    "thumbnail-strip-height": settings.thumbnailStripHeight ?? null,
    "thumbnail-strip-margin": settings.thumbnailStripMargin,
    "thumbnails-per-row": settings.thumbnailsPerRow,
    padding: settings.padding ?? defaults.padding,
    autoplay: settings.autoplay,
    "autoplay-duration": settings.autoplayDuration ?? autoplaySeconds(settings.design),
    "meta-position": settings.metaPosition,
    randomize: settings.randomize,
    loop: settings.loop,
    keyboard: settings.keyboard,
    history: settings.history,
    lightboxHash: settings.lightboxHash,
    lazyLoad: settings.lazyLoad,
    transition: settings.transition,
    speed: settings.design === "strip" ? GALLERY_LIMITS.strip.speed : GALLERY_LIMITS.stacked.speed,
    clickBehavior: settings.clickBehavior,
    stripAlignment: settings.stripAlignment,
    activeSlideClickBehavior: settings.activeSlideClickBehavior,
    swipeBoundaries: settings.swipeBoundaries,
    snapPoint: settings.snapPoint,
  };
}
