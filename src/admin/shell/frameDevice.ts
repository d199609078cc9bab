/**
 * The widths the frame shows the site at: the space beside the panel ("fit"), a desktop's (at
 * least 1024 px, scrolled sideways when the space is narrower, so the desktop grid shows), a
 * tablet's 768 px or a phone's 390 px. The editor picks desktop or phone for the arrangement it
 * edits; the frame bar's switch picks any of the three.
 */
export type FrameDevice = "fit" | "desktop" | "tablet" | "phone";
