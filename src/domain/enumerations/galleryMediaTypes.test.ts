import { describe, expect, it } from "vitest";
import { GALLERY_MEDIA_TYPE, isGalleryMediaType } from "./galleryMediaTypes";

describe("GALLERY_MEDIA_TYPE", () => {
  it("pins the media types of spec 2 §3", () => {
    expect(Object.values(GALLERY_MEDIA_TYPE)).toEqual(["imageEmpty", "imageFile", "imageLicensed", "imageReused", "assetReused", "video"]);
  });

  it("guards values case-sensitively", () => {
    expect(isGalleryMediaType("assetReused")).toBe(true);
    expect(isGalleryMediaType("imagefile")).toBe(false);
  });
});
