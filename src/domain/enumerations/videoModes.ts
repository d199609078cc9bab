import { createValueGuard } from "./lookup";

/** How a video or image fills its frame (spec 2 §2, §5): the same three values serve both. */
export const DISPLAY_MODE = {
  NONE: "none",
  FIT: "fit",
  FILL: "fill",
} as const;

/** A display mode, e.g. "fill". */
export type DisplayMode = (typeof DISPLAY_MODE)[keyof typeof DISPLAY_MODE];

const isDisplayMode = createValueGuard(DISPLAY_MODE);

/** Tells whether a value is an allowed video mode: none, fit, fill or null (spec 2 §5). */
export function isValidVideoMode(value: unknown): value is DisplayMode | null {
  return value === null || isDisplayMode(value);
}

/** Tells whether a value is an allowed image mode: fit, fill, none or null (spec 2 §5). */
export function isValidImageMode(value: unknown): value is DisplayMode | null {
  return value === null || isDisplayMode(value);
}

/** CSS-style crop modes an image setting derives from its display mode (spec 2 §3). */
export const IMAGE_CROP_MODE = {
  COVER: "cover",
  CONTAIN: "contain",
} as const;

/** An image crop mode. */
export type ImageCropMode = (typeof IMAGE_CROP_MODE)[keyof typeof IMAGE_CROP_MODE];

/** Crop mode of a display mode: fill crops to cover, fit contains, none has no crop mode. */
export function cropModeFor(mode: DisplayMode): ImageCropMode | undefined {
  if (mode === DISPLAY_MODE.FILL) return IMAGE_CROP_MODE.COVER;
  if (mode === DISPLAY_MODE.FIT) return IMAGE_CROP_MODE.CONTAIN;
  return undefined;
}

/** Kinds of markup a video embed can be (spec 2 §4). */
export const VIDEO_EMBED_TYPE = {
  IFRAME: "iframe",
  OBJECT: "object",
  INVALID: "invalid",
} as const;

/** A video embed kind. */
export type VideoEmbedType = (typeof VIDEO_EMBED_TYPE)[keyof typeof VIDEO_EMBED_TYPE];
