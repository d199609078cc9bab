/** The SVG drawing area every chart shares, in viewBox units, and where the plot sits inside it. */
export const CHART_FRAME = {
  width: 640,
  height: 320,
  plot: { left: 56, right: 624, top: 16, bottom: 272 },
} as const;

const PALETTE = ["#8a4b2a", "#2f6fde", "#3b8b5a", "#b07a1e", "#7a4fa0", "#c04a5b", "#2c8c99", "#5f6670", "#d0703c", "#4a5fc1"];

/** The colour of the nth series or slice, repeating after ten. */
export function seriesColour(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}
