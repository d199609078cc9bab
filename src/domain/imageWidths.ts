import { IMAGE_LIMITS } from "./limits/imageLimits";

const WIDTHS_ASCENDING: readonly number[] = [...IMAGE_LIMITS.widths].sort((a, b) => a - b);
const LARGEST = WIDTHS_ASCENDING[WIDTHS_ASCENDING.length - 1]!;

/**
 * The widths made for an image of this width: every standard width below it, plus the image's
 * own width (never above the largest standard width), so nothing is ever upscaled.
 */
export function generatedWidths(originalWidth: number): number[] {
  const own = Math.min(originalWidth, LARGEST);
  return [...new Set([...WIDTHS_ASCENDING.filter((w) => w < own), own])].sort((a, b) => a - b);
}

/** Only Tessera's own file links are made in widths; other addresses load as written. */
export function madeInWidths(src: string): boolean {
  return src.startsWith("/s/");
}

/** The made width that serves a request for `requested` pixels: the smallest at least as wide, else the largest. */
export function servedWidth(requested: number, available: readonly number[]): number {
  const sorted = [...available].sort((a, b) => a - b);
  return sorted.find((w) => w >= requested) ?? sorted[sorted.length - 1]!;
}

/** The made width closest to `wanted` (the wider on a tie), standing in for a width not made yet; null when none is made. */
export function nearestMadeWidth(wanted: number, made: readonly number[]): number | null {
  let nearest: number | null = null;
  for (const width of made) {
    const closer = nearest === null || Math.abs(width - wanted) < Math.abs(nearest - wanted);
    const asCloseButWider = nearest !== null && Math.abs(width - wanted) === Math.abs(nearest - wanted) && width > nearest;
    if (closer || asCloseButWider) nearest = width;
  }
  return nearest;
}

/** Reads "750w" (the `format` query value of an image address); null when it is not a width. */
export function parseFormatWidth(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,5})w$/.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  return width > 0 ? width : null;
}

/** How the browser sizes an image request (spec 2 §3 image settings). */
export interface SizingOptions {
  /** The image's displayed width in CSS pixels. */
  displayWidth: number;
  devicePixelRatio: number;
  minPixelRatio?: number;
  maxPixelRatio?: number;
  /** A multiplier on the width asked for (default 1). */
  sizeAdjustment?: number;
  /** With save-data allowed and the visitor asking to save data, the pixel ratio is 1. */
  saveData?: boolean;
}

/**
 * The share of the pixels an image's box needs on screen that still draws it sharp: the eye sees no
 * difference at 90%, and it spares a 3x phone the next width up (a 350 px box needs 1050 pixels;
 * the 1000 px width is 95% of that, the 1500 px one twice the bytes). The visual check of
 * e2e/harness/seenPictures.ts holds every picture to the same share.
 */
export const SHARP_ENOUGH_SHARE = 0.9;

/** The standard width to load for an image displayed at this size: the smallest that draws it sharp enough. */
export function chooseImageWidth(options: SizingOptions): number {
  const min = options.minPixelRatio ?? 1;
  const max = options.maxPixelRatio ?? Infinity;
  const ratio = options.saveData ? 1 : Math.min(Math.max(options.devicePixelRatio || 1, min), max);
  const needed = Math.ceil(options.displayWidth * ratio * (options.sizeAdjustment ?? IMAGE_LIMITS.defaults.sizeAdjustment) * SHARP_ENOUGH_SHARE);
  return WIDTHS_ASCENDING.find((w) => w >= needed) ?? LARGEST;
}

/**
 * Whether a loaded image should be replaced: only when the new resolution is larger (spec 2 §9),
 * or whenever it differs for a picture whose force update is on (spec 2 §3's image settings).
 */
export function needsReload(loadedWidth: number | null, nextWidth: number, forceUpdate = false): boolean {
  return loadedWidth === null || nextWidth > loadedWidth || (forceUpdate && nextWidth !== loadedWidth);
}

/** The address of an image at a width: `?format={width}w`, or the file-name form (`name-750w.jpg`) when asked. */
export function imageUrlAtWidth(src: string, width: number, sizeFormat: "queryString" | "filename" = "queryString"): string {
  if (sizeFormat === "filename") return src.replace(/(\.[a-z0-9]+)?(\?.*)?$/i, (_m, ext: string | undefined) => `-${width}w${ext ?? ""}`);
  const url = src.split("#")[0]!;
  const base = url.replace(/([?&])format=[^&]*&?/, "$1").replace(/[?&]$/, "");
  return `${base}${base.includes("?") ? "&" : "?"}format=${width}w`;
}

/** The address of a picture at its largest: the largest made width (the largest the original has is served), else the address as written. */
export function largestImageUrl(src: string): string {
  return madeInWidths(src) ? imageUrlAtWidth(src, LARGEST) : src;
}

/**
 * The `srcset` of a picture from the image service: one candidate per width the media pipeline
 * makes for an original of this width (every standard width when the original's width is unknown).
 */
export function srcsetOf(src: string, originalWidth: number | undefined, sizeFormat: "queryString" | "filename" = "queryString"): string {
  const widths = originalWidth ? generatedWidths(originalWidth) : WIDTHS_ASCENDING;
  return widths.map((w) => `${imageUrlAtWidth(src, w, sizeFormat)} ${w}w`).join(", ");
}
