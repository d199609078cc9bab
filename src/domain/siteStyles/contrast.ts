/** The least contrast WCAG 2 level AA asks of body text against its background. */
export const AA_TEXT_CONTRAST = 4.5;

/** A channel of an sRGB colour (0-255) in linear light. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a "#rrggbb" colour, as WCAG 2 defines it. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/**
 * The WCAG 2 contrast ratio of two "#rrggbb" colours, from 1 (the same) to 21 (black on
 * white): the design screen shows it as colours are picked and the server refuses text below
 * AA_TEXT_CONTRAST with it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A ratio as people read it, rounded down to one decimal so 4.49 never shows as 4.5: "4.4:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
