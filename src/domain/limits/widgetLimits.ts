/** Full-screen lightbox settings (spec 2 §2, §4, §9). */
export const LIGHTBOX_LIMITS = {
  overlayOpacity: 0.95,
  padding: 100,
  arrowThrottleMs: 200,
  /** Clicks within this fraction of the window's width from an edge move to the previous or next item. */
  edgeClickMarginRatio: 0.02,
  /** A drag at least this long (px), more across than up or down, moves to the previous or next item. */
  swipeMinPx: 50,
  captionFadeMs: 500,
  /** The spec gives two readings for the overlay fade: 0.6 s and 0.3 s. */
  overlayFadeSeconds: 0.6,
  overlayFadeSecondsOtherReading: 0.3,
} as const;

/** Confirmation, alert and information dialog settings (spec 2 §4, §9). */
export const DIALOG_LIMITS = {
  width: 350,
  padding: 20,
  hideFallbackMs: 600,
  informationAutoHideMs: 2000,
} as const;

/** Tooltip settings (spec 2 §9). */
export const TOOLTIP_LIMITS = {
  showDelayMs: 1200,
  width: 250,
  mouseOffset: 15,
  edgeMargin: 20,
} as const;

/** Relative-time display settings (spec 2 §9). */
export const RELATIVE_TIME_LIMITS = {
  refreshIntervalSeconds: 5,
} as const;

/** Text shrink settings (spec 2 §9). */
export const TEXT_SHRINK_LIMITS = {
  minFontSizePx: 11,
  resizeDebounceMs: 100,
} as const;

/** Video embed sizes (spec 1 §9, spec 2 §9). */
export const VIDEO_LIMITS = {
  /** Aspect padding when the video's size is unknown. */
  defaultAspectPaddingPercent: 56.3,
  /** Placeholder ratio when no column count applies; otherwise it is 100 divided by the columns. */
  defaultPlaceholderRatio: 65,
  thumbnailAspectRatio: { width: 16, height: 9 },
} as const;

/** Map block settings (spec 2 §3, §5, §9). */
export const MAP_LIMITS = {
  defaultZoom: 12,
  optionUpdateDebounceMs: 60,
  apiLoadTimeoutSeconds: 30,
  markerIconSize: { width: 48, height: 64 },
  defaultOptions: {
    showLabels: true,
    showTerrain: false,
    draggable: true,
    scrollwheel: true,
    showControls: true,
    markerDraggable: false,
    linkOnClick: true,
  },
} as const;

/** Slider settings (spec 2 §9). */
export const SLIDER_LIMITS = {
  defaultAspectRatio: 50,
} as const;

/**
 * How much of a chart block's data is drawn (spec 2 §5 names maxRows and maxColumns without
 * values; these are Tessera's). Data past them is kept and the chart says what it left out.
 */
export const CHART_LIMITS = {
  maxRows: 100,
  maxColumns: 10,
} as const;
