/** Gallery errors and warnings (spec 2 §8). */
export const GALLERY_MESSAGES = {
  noContainer: "No gallery container found",
  designNotFound: "Design not found",
  /** Logged; the block is then skipped. */
  blockDataUndecodable: "Error decoding gallery block data.",
  blockDataUnevaluable: "Error evaluating gallery block data.",
  videoLoaderMissing: "VideoLoader not found",
  loader2Missing: "Loader2 not found",
  /** A warning. */
  lightboxifyUnavailable: "lightboxify is not available in this tier!",
} as const;

/** "Design not found" followed by the designs that are loaded; the listing's wording is Tessera's. */
export function designNotFound(loadedDesigns: readonly string[]): string {
  return `${GALLERY_MESSAGES.designNotFound}. Loaded designs: ${loadedDesigns.join(", ") || "none"}`;
}

/** Tessera's wording for the error naming an unknown gallery design. */
export function unknownGalleryDesign(design: string): string {
  return `Unknown gallery design: ${design}`;
}

/** Tessera's wording for the error naming an unknown gallery transition. */
export function unknownGalleryTransition(transition: string): string {
  return `Unknown gallery transition: ${transition}`;
}
