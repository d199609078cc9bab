/** Responsive image settings (spec 2 §3, §9). */
export const IMAGE_LIMITS = {
  /** Widths the image service renders, largest first; a reload happens only for a larger one. */
  widths: [2500, 1500, 1000, 750, 500, 300, 100],
  lazyLoadMarginPx: 200,
  desktopBreakpointsPx: [800, 1024],
  /** Device heights splitting phones from tablets. */
  phoneTabletSplitHeightsPx: [926, 1024],
  largeTabletHeightPx: 1366,
  defaults: { focalPointX: 0.5, focalPointY: 0.5, sizeAdjustment: 1, loadMode: true },
} as const;

/**
 * Tessera's own cap beside the spec's numbers: the loader never asks for more pixels than three
 * times the displayed width needs, so a 3x phone gets a picture as sharp as its screen (denser
 * screens get a 3x picture).
 */
export const MAX_LOADED_PIXEL_RATIO = 3;
