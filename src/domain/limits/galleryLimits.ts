/** Column sizing shared by the autocolumns and autogrid designs. */
const AUTO_COLUMN_DEFAULTS = { columnWidth: 250, gutter: 0, columnWidthBehavior: "min" } as const;

/** Gallery layout numbers and defaults (spec 2 §3, §4, §9). */
export const GALLERY_LIMITS = {
  imageLoadConcurrency: { desktop: 16, mobile: 1 },
  resizeEmitterTimeoutMs: { gallery: 100, default: 300 },
  resizeDispatchWaitMs: 150,
  autocolumns: AUTO_COLUMN_DEFAULTS,
  autogrid: AUTO_COLUMN_DEFAULTS,
  autorows: { rowHeight: 250, gutter: 20, lightbox: true },
  grid: { slidesPerRow: 4, lightbox: true, padding: 20, thumbnailsPerRow: 4 },
  carousel: {
    slidesPerRow: 3,
    gutterPercent: 1,
    /** Below this width slides per row drop to 2 (when the setting is above 1). */
    twoPerRowBelowWidth: 480,
    /** Below this width slides per row drop to 3 (when the setting is above 2). */
    threePerRowBelowWidth: 724,
  },
  stacked: { preloadCount: 1, speed: 1, fadeSpeedSeconds: 1, outgoingFadeFactor: 1.2, kenBurnsZoom: 1.075 },
  /** defaultVSize applies when there is neither an aspect ratio nor a vSize. */
  strip: { speed: 0.5, preloadCount: 1, defaultVSize: 10 },
  thumbnailPaddingCap: 5,
  stackZIndexBase: 888,
  overlayZIndexBase: 30_000,
  swipe: { dragDetectPx: 10, pointerMoveTimeoutMs: 500 },
  /** A swipe in the scroll design moves at least this far within this time. */
  scrollDesignSwipe: { minDistancePx: 50, maxDurationMs: 250 },
  newSwipe: {
    /** A drag counts once it exceeds this fraction of the width... */
    dragWidthRatio: 0.5,
    /** ...or its velocity exceeds this. */
    velocityThreshold: 1,
    transitionSeconds: { min: 0.3, max: 0.5 },
    narrowTransitionSeconds: { min: 0.2, max: 0.4 },
    narrowBelowWidth: 767,
  },
  scrollIntoViewOffset: 30,
  autoplay: {
    timeoutMs: 5000,
    randomize: true,
    /** The slide widget's own reading of the defaults; the spec gives both readings. */
    slideWidgetTimeoutMs: 1000,
    slideWidgetStartIndex: 0,
  },
  settingsDefaults: {
    autoplay: false,
    currentIndex: 0,
    loop: false,
    keyboard: true,
    lazyLoad: false,
    historyHash: false,
  },
} as const;
