import { CONTENT_LIMITS } from "./commerceLimits";

const MB = CONTENT_LIMITS.bytesPerMegabyte;

/**
 * Tessera's caps on uploaded files. The spec gives the messages (spec 2 §5) and bytes per MB
 * (§9) but no sizes; these keep decompression bombs and huge originals out while accepting
 * what phones and cameras produce.
 */
export const UPLOAD_LIMITS = {
  bytesPerMegabyte: MB,
  /** Largest image upload. */
  maxImageBytes: 25 * MB,
  /** Largest upload of any other file (PDF, audio, video, archive). */
  maxFileBytes: 100 * MB,
  /** Largest image by pixel count (width × height), checked from the header before decoding. */
  maxImagePixels: 60_000_000,
  /** Longest SVG accepted (it is text and served as is). */
  maxSvgBytes: 2 * MB,
  /** Longest file name kept (longer names are cut, keeping the extension). */
  maxFileNameLength: 120,
} as const;

/** A size in bytes as the file messages show it, e.g. "25 MB" (1 MB = 1,000,000 bytes). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
