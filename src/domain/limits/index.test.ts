import { describe, expect, it } from "vitest";
import { LIMITS } from "./index";

describe("LIMITS", () => {
  it("groups every area under one object", () => {
    expect(Object.keys(LIMITS)).toEqual([
      "commerce",
      "content",
      "collections",
      "cookies",
      "errorReporter",
      "popupOverlay",
      "network",
      "queryString",
      "forms",
      "keyCodes",
      "breakpoints",
      "animation",
      "marquee",
      "designScale",
      "lightbox",
      "dialogs",
      "tooltip",
      "relativeTime",
      "textShrink",
      "video",
      "map",
      "slider",
      "chart",
      "gallery",
      "images",
      "links",
    ]);
  });

  it("reaches nested values by area", () => {
    expect(LIMITS.gallery.carousel.slidesPerRow).toBe(3);
    expect(LIMITS.commerce.maxProductPriceCents).toBe(100_000_000);
    expect(LIMITS.links.shorterThan.internalPath).toBe(150);
    expect(LIMITS.queryString.parameterLimit).toBe(1000);
  });
});
