import { describe, expect, it } from "vitest";
import { DISPLAY_MODE, IMAGE_CROP_MODE, VIDEO_EMBED_TYPE, cropModeFor, isValidImageMode, isValidVideoMode } from "./videoModes";

describe("display modes", () => {
  it("pins the modes of spec 2 §5", () => {
    expect(Object.values(DISPLAY_MODE)).toEqual(["none", "fit", "fill"]);
  });

  it("accepts none, fit, fill and null for video and image modes", () => {
    for (const mode of ["none", "fit", "fill", null]) {
      expect(isValidVideoMode(mode)).toBe(true);
      expect(isValidImageMode(mode)).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const mode of [undefined, "", "cover", "FIT", 0]) {
      expect(isValidVideoMode(mode)).toBe(false);
      expect(isValidImageMode(mode)).toBe(false);
    }
  });

  it("derives cover from fill and contain from fit", () => {
    expect(Object.values(IMAGE_CROP_MODE)).toEqual(["cover", "contain"]);
    expect(cropModeFor("fill")).toBe("cover");
    expect(cropModeFor("fit")).toBe("contain");
    expect(cropModeFor("none")).toBeUndefined();
  });

  it("pins the video embed kinds of spec 2 §4", () => {
    expect(Object.values(VIDEO_EMBED_TYPE)).toEqual(["iframe", "object", "invalid"]);
  });
});
