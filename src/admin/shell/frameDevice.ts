/**
 * The widths the frame shows the site at: the space beside the panel ("fit"), a desktop's, a
 * tablet's or a phone's. The editor picks desktop or phone for the arrangement it edits; the
 * frame bar's switch picks any of the three.
 */
export type FrameDevice = "fit" | "desktop" | "tablet" | "phone";

/** The frame's 1 px border on each side, drawn around the site's viewport. */
const FRAME_BORDER_PX = 1;

/** The viewport width each device shows the site at (a laptop's, a tablet's, a common phone's). */
const DEVICE_VIEWPORT_PX: Readonly<Record<Exclude<FrameDevice, "fit">, number>> = { desktop: 1280, tablet: 768, phone: 390 };

/** How the frame is drawn in the space it has: its own size in CSS pixels, the scale it is shown at, and its left offset. */
export interface FrameFit {
  width: number;
  height: number;
  scale: number;
  left: number;
}

/**
 * Fits a device's frame to the space beside the panel: drawn at the device's full width and
 * scaled down (never up) until it fits, so a desktop page is seen whole rather than cut off; a
 * desktop frame in a space wider than a desktop fills it at its true size, a tablet or phone
 * frame stands centred. "fit" fills the space at its true size.
 */
export function frameFit(device: FrameDevice, space: { width: number; height: number }): FrameFit {
  if (device === "fit" || space.width <= 0) return { width: space.width, height: space.height, scale: 1, left: 0 };
  const deviceWidth = DEVICE_VIEWPORT_PX[device] + 2 * FRAME_BORDER_PX;
  const scale = Math.min(1, space.width / deviceWidth);
  const width = device === "desktop" ? Math.max(deviceWidth, space.width) : deviceWidth;
  return { width, height: space.height / scale, scale, left: Math.max(0, (space.width - width * scale) / 2) };
}
