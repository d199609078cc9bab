import { describe, expect, it } from "vitest";
import { GALLERY_MESSAGES, designNotFound, unknownGalleryDesign, unknownGalleryTransition } from "./galleryMessages";

describe("gallery messages", () => {
  it("pins the strings of spec 2 §8", () => {
    expect(GALLERY_MESSAGES).toEqual({
      noContainer: "No gallery container found",
      designNotFound: "Design not found",
      blockDataUndecodable: "Error decoding gallery block data.",
      blockDataUnevaluable: "Error evaluating gallery block data.",
      videoLoaderMissing: "VideoLoader not found",
      loader2Missing: "Loader2 not found",
      lightboxifyUnavailable: "lightboxify is not available in this tier!",
    });
  });

  it("lists the loaded designs after 'Design not found'", () => {
    expect(designNotFound(["grid", "carousel"])).toBe("Design not found. Loaded designs: grid, carousel");
    expect(designNotFound([])).toBe("Design not found. Loaded designs: none");
  });

  it("names the unknown design or transition", () => {
    expect(unknownGalleryDesign("mosaic")).toBe("Unknown gallery design: mosaic");
    expect(unknownGalleryTransition("spin")).toBe("Unknown gallery transition: spin");
  });
});
