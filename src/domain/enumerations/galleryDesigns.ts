import { createValueGuard } from "./lookup";

/** Gallery design names (spec 2 §2); "stacked" is the slideshow and "strip" the slider. */
export const GALLERY_DESIGN = {
  GRID: "grid",
  AUTOGRID: "autogrid",
  AUTOCOLUMNS: "autocolumns",
  AUTOROWS: "autorows",
  CAROUSEL: "carousel",
  LIST: "list",
  STACKED: "stacked",
  STRIP: "strip",
  BASE: "base",
} as const;

/** A gallery design name. */
export type GalleryDesign = (typeof GALLERY_DESIGN)[keyof typeof GALLERY_DESIGN];

/** Transitions of the stacked (slideshow) design (spec 2 §4). */
export const STACKED_TRANSITION = {
  FADE: "fade",
  KEN_BURNS: "ken-burns",
  NEW_SWIPE: "new-swipe",
  SCROLL: "scroll",
  SWIPE: "swipe",
} as const;

/** A stacked design transition. */
export type StackedTransition = (typeof STACKED_TRANSITION)[keyof typeof STACKED_TRANSITION];
/** Narrows an unknown value to a stacked transition; unknown transitions are an error (spec 2 §5). */
export const isStackedTransition = createValueGuard(STACKED_TRANSITION);
/** The stacked design's transition when none is set. */
export const DEFAULT_STACKED_TRANSITION: StackedTransition = STACKED_TRANSITION.FADE;

/** Alignments of the strip (slider) design (spec 2 §4, §5). */
export const STRIP_ALIGNMENT = {
  START: "start",
  MIDDLE: "middle",
  END: "end",
} as const;

/** A strip alignment. */
export type StripAlignment = (typeof STRIP_ALIGNMENT)[keyof typeof STRIP_ALIGNMENT];
/** Narrows an unknown value to a strip alignment. */
export const isStripAlignment = createValueGuard(STRIP_ALIGNMENT);
/** The strip design's alignment when none is set. */
export const DEFAULT_STRIP_ALIGNMENT: StripAlignment = STRIP_ALIGNMENT.MIDDLE;

/** Swipe boundary behaviours (spec 2 §5). */
export const SWIPE_BOUNDARY = {
  NONE: "none",
  HARD: "hard",
  INERTIAL: "inertial",
} as const;

/** A swipe boundary behaviour. */
export type SwipeBoundary = (typeof SWIPE_BOUNDARY)[keyof typeof SWIPE_BOUNDARY];
/** Narrows an unknown value to a swipe boundary behaviour. */
export const isSwipeBoundary = createValueGuard(SWIPE_BOUNDARY);

/** Lightbox colour themes of gallery block data (spec 2 §3). */
export const LIGHTBOX_THEME = {
  LIGHT: "light",
  DARK: "dark",
} as const;

/** A lightbox theme. */
export type LightboxTheme = (typeof LIGHTBOX_THEME)[keyof typeof LIGHTBOX_THEME];

/** Values of a gallery's active-alignment setting (spec 2 §3). */
export const ACTIVE_ALIGNMENT = {
  LEFT: "left",
  CENTER: "center",
  RIGHT: "right",
} as const;

/** An active-alignment value. */
export type ActiveAlignment = (typeof ACTIVE_ALIGNMENT)[keyof typeof ACTIVE_ALIGNMENT];
