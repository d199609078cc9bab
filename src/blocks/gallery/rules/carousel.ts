import { GALLERY_LIMITS } from "../../../domain/limits/galleryLimits";

const RULES = GALLERY_LIMITS.carousel;

/** Slides per row at a width (spec 2 §4): 2 below 480 px when set above 1, 3 below 724 px when set above 2. */
export function carouselSlidesPerRow(viewportWidth: number, setting: number): number {
  if (viewportWidth < RULES.twoPerRowBelowWidth && setting > 1) return 2;
  if (viewportWidth < RULES.threePerRowBelowWidth && setting > 2) return 3;
  return setting;
}

/** How many groups (pages) the slides make: the count divided by slides per row, rounded up. */
export function carouselGroupCount(slideCount: number, perRow: number): number {
  return Math.max(1, Math.ceil(slideCount / Math.max(1, perRow)));
}

/** The group a slide index belongs to. */
export function carouselGroupOf(index: number, perRow: number): number {
  return Math.floor(index / Math.max(1, perRow));
}

/** The carousel's controls: disabled at the first and last group, hidden when everything fits in one row. */
export function carouselControls(group: number, groupCount: number): { hidden: boolean; previousDisabled: boolean; nextDisabled: boolean } {
  return { hidden: groupCount <= 1, previousDisabled: group <= 0, nextDisabled: group >= groupCount - 1 };
}
