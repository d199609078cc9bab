import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import { invalid, payloadTooLarge } from "../../../domain/errors";
import { UPLOAD_LIMITS, formatMegabytes } from "../../../domain/limits/uploadLimits";
import { fileNotSupported, fileTooLarge } from "../../../domain/messages/formBuilderMessages";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { detectFileType, isCompleteImage, type DetectedType } from "./fileType";
import { svgProblem } from "./svgSafety";
import { loadSharp } from "./loadSharp";

/** An upload that passed every check, with what was learnt about it. */
export interface InspectedUpload {
  type: DetectedType;
  fileName: string;
  sha256: string;
  byteSize: number;
  /** Pixel size after applying the EXIF orientation; null for files and SVG without a size. */
  width: number | null;
  height: number | null;
  /** Whether a raster image carries EXIF, XMP, IPTC or text chunks, which may tell where and when it was taken. */
  carriesMetadata: boolean;
}

/** What the caller accepts: any supported file, or images only (an image picker). */
export interface InspectOptions {
  imagesOnly?: boolean;
}

/** Names Windows keeps for devices: a download saved under one of them would not be an ordinary file. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** The last path part of an uploaded name, without control, invisible or direction-changing characters. */
function plainFileName(original: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a file name loses
  return (original.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, "").trim();
}

/**
 * An uploaded name fit to show in a message: its last path part, without control, invisible or
 * direction-changing characters (which could make "gpj.exe" read as "exe.jpg"), cut to length.
 */
function displayFileName(original: string): string {
  const shown = plainFileName(original);
  const cut = shown.length > UPLOAD_LIMITS.maxFileNameLength ? `${shown.slice(0, UPLOAD_LIMITS.maxFileNameLength)}…` : shown;
  return cut || "file";
}

/**
 * The name a file is served under: lowercase words joined by hyphens (so no path, control or
 * direction character survives), never a Windows device name, with the extension its content
 * calls for.
 */
export function servedFileName(original: string, extension: string): string {
  const stem = plainFileName(original)
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, UPLOAD_LIMITS.maxFileNameLength)
    .replace(/-+$/, "");
  if (WINDOWS_RESERVED.test(stem)) return `${stem}-file.${extension}`;
  return `${stem || "file"}.${extension}`;
}

/** Tessera's wording for an image with more pixels than the cap. */
export function tooManyPixels(fileName: string, width: number, height: number): string {
  return `The image ${fileName} is too large: ${width} × ${height} pixels. The largest image accepted has ${UPLOAD_LIMITS.maxImagePixels / 1_000_000} megapixels.`;
}

/** Tessera's wording for an SVG that carries scripts, script links or references to other files. */
export function svgWithScript(fileName: string): string {
  return `${fileNotSupported(fileName, "image ")} SVG images must not contain scripts, event handlers, script links, animated links, entity declarations or references to other files.`;
}

/** Tessera's wording for an animation whose frames together hold more pixels than the cap. */
export function tooManyFrames(fileName: string, width: number, height: number, frames: number): string {
  return `The image ${fileName} is too large: ${frames} frames of ${width} × ${height} pixels. The largest image accepted has ${UPLOAD_LIMITS.maxImagePixels / 1_000_000} megapixels in all its frames.`;
}

/** Tessera's wording for a raster image cut short (the spec's "File upload failed to complete" first). */
function uploadCutShort(fileName: string): string {
  return `${GENERAL_MESSAGES.fileUploadIncomplete}: ${fileName} is cut short or damaged. Please upload it again.`;
}

function typeMessage(options: InspectOptions): string {
  return options.imagesOnly ? "image " : "";
}

/** A raster image's pixel size (upright) and whether it carries metadata beside its pixels. */
async function rasterFacts(fileName: string, bytes: Buffer): Promise<{ width: number; height: number; carriesMetadata: boolean }> {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(fileNotSupported(fileName, "image "));
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw invalid(fileNotSupported(fileName, "image "));
  if (width * height > UPLOAD_LIMITS.maxImagePixels) throw payloadTooLarge(tooManyPixels(fileName, width, height));
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height ?? height;
  if (width * frameHeight * frames > UPLOAD_LIMITS.maxImagePixels) throw payloadTooLarge(tooManyFrames(fileName, width, frameHeight, frames));
  return { width, height, carriesMetadata: Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length) };
}

function svgSize(text: string): { width: number | null; height: number | null } {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  return { width: null, height: null };
}

/**
 * Checks an upload before anything is stored: its type by content (never by name), its size,
 * a raster image's pixel count over all its frames (read from the header, so a decompression
 * bomb is refused before it is decoded) and completeness, and an SVG's safety (svgSafety.ts). Throws a domain error whose
 * message names the file and what is wrong.
 */
export async function inspectUpload(name: string, bytes: Buffer, options: InspectOptions = {}): Promise<InspectedUpload> {
  const displayName = displayFileName(name);
  if (bytes.length === 0) throw invalid(uploadCutShort(displayName));
  const type = detectFileType(bytes);
  if (!type || (options.imagesOnly && type.kind !== "image")) throw invalid(fileNotSupported(displayName, typeMessage(options)));
  const cap = type.format === "svg" ? UPLOAD_LIMITS.maxSvgBytes : type.kind === "image" ? UPLOAD_LIMITS.maxImageBytes : UPLOAD_LIMITS.maxFileBytes;
  if (bytes.length > cap) throw payloadTooLarge(fileTooLarge(displayName, formatMegabytes(cap)));

  let size: { width: number | null; height: number | null; carriesMetadata: boolean } = { width: null, height: null, carriesMetadata: false };
  if (type.format === "svg") {
    if (svgProblem(bytes)) throw invalid(svgWithScript(displayName));
    size = { ...svgSize(bytes.toString("utf8")), carriesMetadata: false };
  } else if (type.kind === "image") {
    if (!isCompleteImage(type.format, bytes)) throw invalid(uploadCutShort(displayName));
    size = await rasterFacts(displayName, bytes);
  }
  return {
    type,
    fileName: servedFileName(displayName, type.extension),
    sha256: createHash("sha256").update(bytes).digest("hex"),
    byteSize: bytes.length,
    ...size,
  };
}
