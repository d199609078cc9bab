/**
 * The media condition of a section's background video source: the video plays only for visitors
 * who have not asked for reduced motion, the others see its poster (the server's markup and the
 * island's pause button both follow it).
 */
export const MOTION_ALLOWED = "(prefers-reduced-motion: no-preference)";

/** The island of a section with a background video (this folder's island.ts). */
export const SECTION_VIDEO_ISLAND = "sections";
