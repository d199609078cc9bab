/** Device views the editor previews and styles can target (spec 2 §3). */
export const DEVICE_VIEW = {
  DESKTOP: "desktop",
  PHONE: "phone",
  TABLET: "tablet",
} as const;

/** A device view, e.g. "phone". */
export type DeviceView = (typeof DEVICE_VIEW)[keyof typeof DEVICE_VIEW];

/** Horizontal positions used by block and widget settings (spec 2 §3). */
export const POSITION = {
  LEFT: "left",
  RIGHT: "right",
} as const;

/** A horizontal position, "left" or "right". */
export type Position = (typeof POSITION)[keyof typeof POSITION];
