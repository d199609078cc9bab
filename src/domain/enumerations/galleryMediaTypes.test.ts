import { describe, expect, it } from "vitest";
import { GALLERY_MEDIA_TYPE } from "./galleryMediaTypes";

describe("GALLERY_MEDIA_TYPE", () => {
  it("pins the media types of spec 2 §3", () => {
    expect(Object.values(GALLERY_MEDIA_TYPE)).toEqual(["imageEmpty", "imageFile", "imageLicensed", "imageReused", "assetReused", "video"]);
  });
});
