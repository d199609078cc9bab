/**
 * The design scale of spec 2 §9: text sizes 9.75 to 28 (px), corner radii 0, 4 and 8 (px),
 * spacing 0 to 55 (px) and times 0 to 600 ms. The site styles' choices stay inside it.
 */
export const DESIGN_SCALE = {
  fontSize: { min: 9.75, max: 28, step: 0.25 },
  radii: [0, 4, 8],
  spacing: { min: 0, max: 55 },
  time: { min: 0, max: 600 },
} as const;
