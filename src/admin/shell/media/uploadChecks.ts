import { UPLOAD_LIMITS, formatMegabytes } from "../../../domain/limits/uploadLimits";
import { fileNotSupported, fileTooLarge } from "../../../domain/messages/formBuilderMessages";

/** The image types uploads take (docs/media.md): what an image's file input offers and what is checked before sending. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml"] as const;

/**
 * Why a file cannot be uploaded, in the server's own words, before any byte is sent: not an
 * image where only images are taken, or a size above its cap (SVG 2 MB, other images 25 MB,
 * other files 100 MB); null when it may go. The server checks the content again, whatever the
 * browser says the type is (and decides alone which other files it takes).
 */
export function uploadProblem(file: { name: string; type: string; size: number }, imagesOnly: boolean): string | null {
  const image = (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (imagesOnly && !image) return fileNotSupported(file.name, "image ");
  const cap = file.type === "image/svg+xml" ? UPLOAD_LIMITS.maxSvgBytes : image ? UPLOAD_LIMITS.maxImageBytes : UPLOAD_LIMITS.maxFileBytes;
  return file.size > cap ? fileTooLarge(file.name, formatMegabytes(cap)) : null;
}
