import { generatedWidths } from "../../../domain/imageWidths";
import { variantKey, type BlobStore } from "./blobStore";
import type { ImageEncoderPool } from "./imageEncoderPool";

/** The served extensions of a raster format's variants: its own format plus WebP. */
export function variantExtensions(format: string): string[] {
  if (format === "webp") return ["webp"];
  const own = format === "jpeg" ? "jpg" : format;
  return [own, "webp"];
}

/** The raster formats re-encoded into widths; SVG and files are served as uploaded. */
export const PROCESSED_FORMATS: readonly string[] = ["jpeg", "png", "gif", "webp"];

/** Whether a format is re-encoded into widths. */
export function isProcessedFormat(format: string): boolean {
  return PROCESSED_FORMATS.includes(format);
}

/**
 * Re-encodes an image on the encoder pool's threads into every standard width up to its own
 * (spec 2 §9: 2500, 1500, 1000, 750, 500, 300, 100) in its own format and WebP, oriented upright
 * and stripped of metadata (camera location included), smallest first, so a page has a sharp
 * enough picture soonest. Widths already in the store are kept. `onProgress` gets 0-100 after each output.
 */
export async function makeImageVariants(
  original: Buffer,
  format: string,
  sha256: string,
  width: number,
  blobs: BlobStore,
  encoders: ImageEncoderPool,
  onProgress: (percent: number) => Promise<void>,
): Promise<void> {
  const outputs = generatedWidths(width).flatMap((w) => variantExtensions(format).map((extension) => ({ width: w, extension })));
  let done = 0;
  for (const output of outputs) {
    const key = variantKey(sha256, output.width, output.extension);
    if ((await blobs.size(key)) === null) await blobs.put(key, await encoders.encode({ original, format, width: output.width, extension: output.extension }));
    done += 1;
    await onProgress(Math.floor((done / outputs.length) * 100));
  }
}
