import { describe, expect, it } from "vitest";
import { IMAGE_LIMITS } from "./imageLimits";

describe("IMAGE_LIMITS", () => {
  it("pins the image numbers of spec 2 §3 and §9", () => {
    expect(IMAGE_LIMITS).toEqual({
      widths: [2500, 1500, 1000, 750, 500, 300, 100],
      lazyLoadMarginPx: 200,
      desktopBreakpointsPx: [800, 1024],
      phoneTabletSplitHeightsPx: [926, 1024],
      largeTabletHeightPx: 1366,
      defaults: { focalPointX: 0.5, focalPointY: 0.5, sizeAdjustment: 1, loadMode: true },
    });
  });
});
