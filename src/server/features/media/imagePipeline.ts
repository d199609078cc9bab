import type { Sharp } from "sharp";
import { generatedWidths } from "../../../domain/imageWidths";
import { UPLOAD_LIMITS } from "../../../domain/limits/uploadLimits";
import { variantKey, type BlobStore } from "./blobStore";
import { loadSharp } from "./loadSharp";

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

function encode(pipeline: Sharp, extension: string): Sharp {
  if (extension === "jpg") return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
  if (extension === "png") return pipeline.png({ compressionLevel: 9, effort: 7 });
  if (extension === "gif") return pipeline.gif();
  return pipeline.webp({ quality: 78, effort: 4 });
}

/** One width of an image in one format: upright, without metadata, never enlarged. */
export async function renderVariant(original: Buffer, format: string, width: number, extension: string): Promise<Buffer> {
  const animated = format === "gif" || format === "webp";
  const sharp = await loadSharp();
  const pipeline = sharp(original, { failOn: "truncated", limitInputPixels: UPLOAD_LIMITS.maxImagePixels, animated })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return encode(pipeline, extension).toBuffer();
}

/**
 * Re-encodes an image into every standard width up to its own (spec 2 §9: 2500, 1500, 1000,
 * 750, 500, 300, 100) in its own format and WebP, oriented upright and stripped of metadata
 * (camera location included). Widths already in the store are kept. `onProgress` gets 0-100
 * after each output.
 */
export async function makeImageVariants(
  original: Buffer,
  format: string,
  sha256: string,
  width: number,
  blobs: BlobStore,
  onProgress: (percent: number) => Promise<void>,
): Promise<void> {
  const outputs = generatedWidths(width).flatMap((w) => variantExtensions(format).map((extension) => ({ width: w, extension })));
  let done = 0;
  for (const output of outputs) {
    const key = variantKey(sha256, output.width, output.extension);
    if ((await blobs.size(key)) === null) await blobs.put(key, await renderVariant(original, format, output.width, output.extension));
    done += 1;
    await onProgress(Math.floor((done / outputs.length) * 100));
  }
}
