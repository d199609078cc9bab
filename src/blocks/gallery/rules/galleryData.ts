import { GALLERY_DESIGN, isStackedTransition, isStripAlignment, isSwipeBoundary, type GalleryDesign } from "../../../domain/enumerations/galleryDesigns";
import { GALLERY_MESSAGES, designNotFound, unknownGalleryTransition } from "../../../domain/messages/galleryMessages";

/** The element attribute that carries a gallery's block data as JSON (spec 2 §3). */
export const GALLERY_DATA_ATTRIBUTE = "data-block-json";

/** Every design the browser code knows, in spec order. */
const LOADED_DESIGNS: readonly GalleryDesign[] = Object.values(GALLERY_DESIGN);

/** A gallery's block data after reading: spec field names, values as found. */
export type GalleryBlockData = Record<string, unknown>;

/** The rule a value broke, worded for the owner (Tessera's wording where the spec gives none). */
export class GalleryDataError extends Error {}

/** Autocolumns columnWidth: a number above 0; strings are parsed as integers (spec 2 §5). */
export function parseColumnWidth(value: unknown): number {
  const number = typeof value === "string" ? Number.parseInt(value, 10) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number <= 0) {
    throw new GalleryDataError(`columnWidth must be a number above 0 (got ${JSON.stringify(value)}).`);
  }
  return number;
}

/** Strip alignment must be start, middle or end. */
export function checkStripAlignment(value: unknown): string {
  if (!isStripAlignment(value)) throw new GalleryDataError(`Strip alignment must be start, middle or end (got ${JSON.stringify(value)}).`);
  return value;
}

/** Swipe boundaries must be none, hard or inertial. */
export function checkSwipeBoundaries(value: unknown): string {
  if (!isSwipeBoundary(value)) throw new GalleryDataError(`Swipe boundaries must be none, hard or inertial (got ${JSON.stringify(value)}).`);
  return value;
}

/** Snap points must be a percentage (0% to 100%) or none. */
export function checkSnapPoint(value: unknown): string {
  if (value === "none") return value;
  const match = typeof value === "string" ? /^(\d{1,3}(\.\d+)?)%$/.exec(value) : null;
  if (!match || Number(match[1]) > 100) throw new GalleryDataError(`Snap points must be a percentage or none (got ${JSON.stringify(value)}).`);
  return value as string;
}

/** An unknown transition raises an error naming it. */
export function checkTransition(value: unknown): string {
  if (!isStackedTransition(value)) throw new GalleryDataError(unknownGalleryTransition(String(value)));
  return value;
}

/** An unknown design raises "Design not found" listing the loaded designs. */
function checkDesign(value: unknown, loaded: readonly string[] = LOADED_DESIGNS): GalleryDesign {
  if (typeof value !== "string" || !loaded.includes(value)) throw new GalleryDataError(designNotFound(loaded));
  return value as GalleryDesign;
}

/** What the reader needs of an element: an attribute and the stored data (dataset). */
export interface GalleryDataSource {
  getAttribute(name: string): string | null;
  dataset: Record<string, string | undefined>;
}

const DATASET_FIELDS: Record<string, string> = {
  design: "design",
  imageAspectRatio: "imageAspectRatio",
  slidesPerRow: "slidesPerRow",
  lightbox: "lightbox",
  lightboxTheme: "lightboxTheme",
  mixedContent: "mixedContent",
  columnWidth: "columnWidth",
  gutter: "gutter",
  listImageSize: "listImageSize",
  vSize: "vSize",
  activeAlignment: "active-alignment",
  squareThumbs: "square-thumbs",
  autoCrop: "auto-crop",
  thumbnails: "thumbnails",
  thumbnailStripHeight: "thumbnail-strip-height",
  thumbnailStripMargin: "thumbnail-strip-margin",
  thumbnailsPerRow: "thumbnails-per-row",
  padding: "padding",
  autoplay: "autoplay",
  autoplayDuration: "autoplay-duration",
  metaPosition: "meta-position",
};

function storedValue(text: string): unknown {
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * Reads a gallery's block data: the JSON attribute when present, else the stored data on the
 * element (data-* attributes under the spec's field names). Undecodable JSON throws
 * "Error decoding gallery block data."; values that fail their checks throw "Error evaluating
 * gallery block data." followed by the rule they broke. The island logs either and skips the
 * block, which keeps what its HTML shows.
 */
export function readGalleryData(source: GalleryDataSource, loaded: readonly string[] = LOADED_DESIGNS): GalleryBlockData {
  const json = source.getAttribute(GALLERY_DATA_ATTRIBUTE);
  let data: GalleryBlockData;
  if (json !== null) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      data = parsed as GalleryBlockData;
    } catch {
      throw new GalleryDataError(GALLERY_MESSAGES.blockDataUndecodable);
    }
  } else {
    data = {};
    for (const [key, field] of Object.entries(DATASET_FIELDS)) {
      const value = source.dataset[key];
      if (value !== undefined) data[field] = storedValue(value);
    }
  }
  try {
    return evaluate(data, loaded);
  } catch (error) {
    throw new GalleryDataError(`${GALLERY_MESSAGES.blockDataUnevaluable} ${(error as Error).message}`);
  }
}

/** Checks decoded block data's values (design, columnWidth, alignment, boundaries, snap points, transition). */
function evaluate(data: GalleryBlockData, loaded: readonly string[]): GalleryBlockData {
  checkDesign(data.design, loaded);
  if (data.columnWidth !== undefined) data.columnWidth = parseColumnWidth(data.columnWidth);
  if (data.stripAlignment !== undefined) checkStripAlignment(data.stripAlignment);
  if (data.swipeBoundaries !== undefined) checkSwipeBoundaries(data.swipeBoundaries);
  if (data.snapPoint !== undefined) checkSnapPoint(data.snapPoint);
  if (data.transition !== undefined) checkTransition(data.transition);
  return data;
}
