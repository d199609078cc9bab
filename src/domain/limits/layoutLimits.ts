/**
 * Width thresholds in CSS pixels (spec 1 §9, spec 2 §9).
 * "Below" and "Above" are strict; "Max" and "Min" include the value itself.
 */
export const BREAKPOINTS = {
  mobileMaxWidth: 432,
  desktopMinWidth: 433,
  narrowImageBlockBelow: 415,
  newsletterSmallContainerBelow: 320,
  mobileInfoBarMaxWidth: 1024,
  reservationWideLayoutAbove: 850,
  tableBookingColumnLayoutMaxWidth: 750,
} as const;

/** Motion defaults (spec 1 §4, §9 and spec 2 §9). */
export const ANIMATION_LIMITS = {
  defaultDurationSeconds: 0.3,
  /** Scale show/hide runs from this factor to 1. */
  scaleDownFactor: 0.94,
  accordionDurationMs: 250,
  observerThresholds: [0, 0.1, 0.25, 0.5, 1],
  observerDefaultRatio: 0.5,
  idleCallbackFrameBudgetMs: 50,
  zIndexBase: 30_000,
  loggerDebugFocusPollMs: 500,
  shapeSizeClasses: [100, 150, 67],
} as const;

/**
 * Marquee block limits and property defaults (spec 1 §9, spec 2 §3). Below `minWidth` pixels the
 * text stands still. The spec gives no bounds for the settings or the pace: the ones after
 * `defaults` are Tessera's.
 */
export const MARQUEE_LIMITS = {
  minWidth: 50,
  rerenderDebounceMs: 1000,
  defaults: {
    waveFrequency: 1,
    waveIntensity: 0,
    animationDirection: "left",
    animationSpeed: 1,
    pausedOnHover: false,
  },
  maxItems: 20,
  maxItemLength: 200,
  maxSeparatorLength: 10,
  /** Speed 1 moves the text this many pixels a second; other speeds multiply it. */
  pixelsPerSecondAtSpeedOne: 60,
  animationSpeed: { min: 0.1, max: 10 },
  /** Whole waves across the block's width. */
  waveFrequency: { min: 0, max: 10 },
  /** How far letters rise and fall, in pixels. */
  waveIntensity: { min: 0, max: 50 },
} as const;

/** The design scale's ranges (spec 2 §9); only the ends of each range are given. */
export const DESIGN_SCALE = {
  fontSize: { min: 9.75, max: 28 },
  radii: [0, 4, 8],
  spacing: { min: 0, max: 55 },
  timeMs: { min: 0, max: 600 },
} as const;
