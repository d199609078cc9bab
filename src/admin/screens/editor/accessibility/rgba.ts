/** A colour as the browser paints it: red, green and blue from 0 to 255 and opacity from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** White: what a browser paints where nothing else is behind a page. */
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `top` painted over `below` with its opacity, as the browser composites layers. */
export function over(top: Rgba, below: Rgba): Rgba {
  const a = top.a + below.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * below.a * (1 - top.a)) / a;
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a };
}

/** The "#rrggbb" form of an opaque colour, as the WCAG contrast check takes it. */
export function hexOf(colour: Rgba): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(colour.r)}${channel(colour.g)}${channel(colour.b)}`;
}
