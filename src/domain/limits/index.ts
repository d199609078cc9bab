import { COLLECTION_LIMITS } from "./collectionLimits";
import { COMMERCE_LIMITS, CONTENT_LIMITS } from "./commerceLimits";
import { FORM_LIMITS, KEY_CODE } from "./formLimits";
import { GALLERY_LIMITS } from "./galleryLimits";
import { IMAGE_LIMITS } from "./imageLimits";
import { ANIMATION_LIMITS, BREAKPOINTS, DESIGN_SCALE, MARQUEE_LIMITS } from "./layoutLimits";
import { LINK_LIMITS } from "./linkLimits";
import { NETWORK_LIMITS, QUERY_STRING_LIMITS } from "./networkLimits";
import { COOKIE_LIMITS, ERROR_REPORTER_LIMITS, POPUP_OVERLAY_LIMITS } from "./visitorLimits";
import {
  CHART_LIMITS,
  DIALOG_LIMITS,
  LIGHTBOX_LIMITS,
  MAP_LIMITS,
  RELATIVE_TIME_LIMITS,
  SLIDER_LIMITS,
  TEXT_SHRINK_LIMITS,
  TOOLTIP_LIMITS,
  VIDEO_LIMITS,
} from "./widgetLimits";

export * from "./collectionLimits";
export * from "./commerceLimits";
export * from "./formLimits";
export * from "./galleryLimits";
export * from "./imageLimits";
export * from "./layoutLimits";
export * from "./linkLimits";
export * from "./networkLimits";
export * from "./visitorLimits";
export * from "./widgetLimits";

/** Every business constant and limit of both specs in one place, grouped by area (e.g. LIMITS.gallery.carousel.slidesPerRow). */
export const LIMITS = {
  commerce: COMMERCE_LIMITS,
  content: CONTENT_LIMITS,
  collections: COLLECTION_LIMITS,
  cookies: COOKIE_LIMITS,
  errorReporter: ERROR_REPORTER_LIMITS,
  popupOverlay: POPUP_OVERLAY_LIMITS,
  network: NETWORK_LIMITS,
  queryString: QUERY_STRING_LIMITS,
  forms: FORM_LIMITS,
  keyCodes: KEY_CODE,
  breakpoints: BREAKPOINTS,
  animation: ANIMATION_LIMITS,
  marquee: MARQUEE_LIMITS,
  designScale: DESIGN_SCALE,
  lightbox: LIGHTBOX_LIMITS,
  dialogs: DIALOG_LIMITS,
  tooltip: TOOLTIP_LIMITS,
  relativeTime: RELATIVE_TIME_LIMITS,
  textShrink: TEXT_SHRINK_LIMITS,
  video: VIDEO_LIMITS,
  map: MAP_LIMITS,
  slider: SLIDER_LIMITS,
  chart: CHART_LIMITS,
  gallery: GALLERY_LIMITS,
  images: IMAGE_LIMITS,
  links: LINK_LIMITS,
} as const;
