/** Farthest and closest zoom a map may be set to (1 shows the world, 19 a street). */
export const MAP_ZOOM_RANGE = { min: 1, max: 19 } as const;
