import { describe, expect, it } from "vitest";
import {
  ACTIVE_ALIGNMENT,
  DEFAULT_STACKED_TRANSITION,
  DEFAULT_STRIP_ALIGNMENT,
  GALLERY_DESIGN,
  LIGHTBOX_THEME,
  STACKED_TRANSITION,
  STRIP_ALIGNMENT,
  SWIPE_BOUNDARY,
  isStackedTransition,
  isStripAlignment,
  isSwipeBoundary,
} from "./galleryDesigns";

describe("gallery design enumerations", () => {
  it("pins the designs of spec 2 §2", () => {
    expect(Object.values(GALLERY_DESIGN)).toEqual(["grid", "autogrid", "autocolumns", "autorows", "carousel", "list", "stacked", "strip", "base"]);
  });

  it("pins the stacked transitions with fade as default", () => {
    expect(Object.values(STACKED_TRANSITION)).toEqual(["fade", "ken-burns", "new-swipe", "scroll", "swipe"]);
    expect(DEFAULT_STACKED_TRANSITION).toBe("fade");
    expect(isStackedTransition("kenburns")).toBe(false);
  });

  it("pins strip alignments with middle as default", () => {
    expect(Object.values(STRIP_ALIGNMENT)).toEqual(["start", "middle", "end"]);
    expect(DEFAULT_STRIP_ALIGNMENT).toBe("middle");
    expect(isStripAlignment("center")).toBe(false);
  });

  it("pins swipe boundaries, lightbox themes and active alignments", () => {
    expect(Object.values(SWIPE_BOUNDARY)).toEqual(["none", "hard", "inertial"]);
    expect(Object.values(LIGHTBOX_THEME)).toEqual(["light", "dark"]);
    expect(Object.values(ACTIVE_ALIGNMENT)).toEqual(["left", "center", "right"]);
    expect(isSwipeBoundary("soft")).toBe(false);
  });
});
