import { describe, expect, it } from "vitest";
import {
  chooseImageWidth,
  generatedWidths,
  imageUrlAtWidth,
  largestImageUrl,
  madeInWidths,
  needsReload,
  parseFormatWidth,
  nearestMadeWidth,
  servedWidth,
  srcsetOf,
} from "./imageWidths";

describe("image widths", () => {
  it("makes every standard width below the original and the original, never upscaling", () => {
    expect(generatedWidths(3000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(generatedWidths(800)).toEqual([100, 300, 500, 750, 800]);
    expect(generatedWidths(60)).toEqual([60]);
  });

  it("serves the smallest made width that covers the request, else the largest", () => {
    expect(servedWidth(750, [100, 300, 500, 750, 800])).toBe(750);
    expect(servedWidth(1000, [100, 300, 500, 750, 800])).toBe(800);
    expect(servedWidth(400, [100, 300, 500])).toBe(500);
  });

  it("stands the closest made width in for one not made yet, the wider on a tie, none when nothing is made", () => {
    expect(nearestMadeWidth(1000, [100, 300, 750])).toBe(750);
    expect(nearestMadeWidth(200, [100, 300])).toBe(300);
    expect(nearestMadeWidth(2500, [100])).toBe(100);
    expect(nearestMadeWidth(500, [])).toBeNull();
  });

  it("reads ?format=750w", () => {
    expect(parseFormatWidth("750w")).toBe(750);
    expect(parseFormatWidth("750")).toBeNull();
    expect(parseFormatWidth("0w")).toBeNull();
    expect(parseFormatWidth(["750w"])).toBeNull();
  });

  it("chooses the width a display needs from its pixel ratio, clamped, adjusted, and 1x when saving data", () => {
    expect(chooseImageWidth({ displayWidth: 375, devicePixelRatio: 1 })).toBe(500);
    expect(chooseImageWidth({ displayWidth: 375, devicePixelRatio: 3 })).toBe(1500);
    // 90% of what the box needs draws it sharp: a 350 px box on a 3x phone (1050 pixels) takes the 1000 px width.
    expect(chooseImageWidth({ displayWidth: 350, devicePixelRatio: 3 })).toBe(1000);
    expect(chooseImageWidth({ displayWidth: 380, devicePixelRatio: 3 })).toBe(1500);
    expect(chooseImageWidth({ displayWidth: 375, devicePixelRatio: 3, maxPixelRatio: 2 })).toBe(750);
    expect(chooseImageWidth({ displayWidth: 200, devicePixelRatio: 1, minPixelRatio: 2 })).toBe(500);
    expect(chooseImageWidth({ displayWidth: 300, devicePixelRatio: 1, sizeAdjustment: 0.5 })).toBe(300);
    expect(chooseImageWidth({ displayWidth: 375, devicePixelRatio: 3, saveData: true })).toBe(500);
    expect(chooseImageWidth({ displayWidth: 5000, devicePixelRatio: 1 })).toBe(2500);
  });

  it("reloads only for a larger resolution", () => {
    expect(needsReload(null, 300)).toBe(true);
    expect(needsReload(750, 1000)).toBe(true);
    expect(needsReload(750, 500)).toBe(false);
    expect(needsReload(750, 750)).toBe(false);
  });

  it("reloads at any other resolution, smaller too, when force update is on", () => {
    expect(needsReload(750, 500, true)).toBe(true);
    expect(needsReload(750, 1000, true)).toBe(true);
    expect(needsReload(null, 300, true)).toBe(true);
    expect(needsReload(750, 750, true)).toBe(false);
  });

  it("writes the width into the address", () => {
    expect(imageUrlAtWidth("/s/abc/photo.jpg", 500)).toBe("/s/abc/photo.jpg?format=500w");
    expect(imageUrlAtWidth("/s/abc/photo.jpg?format=100w", 750)).toBe("/s/abc/photo.jpg?format=750w");
    expect(imageUrlAtWidth("/s/abc/photo.jpg", 300, "filename")).toBe("/s/abc/photo-300w.jpg");
  });

  it("lists the widths the pipeline makes as a srcset, every standard width when the original's is unknown", () => {
    expect(srcsetOf("/s/abc/photo.jpg", 800)).toBe(
      "/s/abc/photo.jpg?format=100w 100w, /s/abc/photo.jpg?format=300w 300w, /s/abc/photo.jpg?format=500w 500w, /s/abc/photo.jpg?format=750w 750w, /s/abc/photo.jpg?format=800w 800w",
    );
    expect(srcsetOf("/s/abc/photo.jpg", 60, "filename")).toBe("/s/abc/photo-60w.jpg 60w");
    expect(
      srcsetOf("/s/abc/photo.jpg", undefined)
        .split(", ")
        .map((c) => c.split(" ")[1]),
    ).toEqual(["100w", "300w", "500w", "750w", "1000w", "1500w", "2500w"]);
  });

  it("makes widths only of Tessera's own file links", () => {
    expect(madeInWidths("/s/abc/photo.jpg")).toBe(true);
    expect(madeInWidths("/static/demo/hero.svg")).toBe(false);
    expect(madeInWidths("https://example.com/a.jpg")).toBe(false);
  });

  it("opens a picture large at the largest made width, or as written when it is not made in widths", () => {
    expect(largestImageUrl("/s/abc/photo.jpg")).toBe("/s/abc/photo.jpg?format=2500w");
    expect(largestImageUrl("/s/abc/photo.jpg?format=300w")).toBe("/s/abc/photo.jpg?format=2500w");
    expect(largestImageUrl("/static/demo/hero.svg")).toBe("/static/demo/hero.svg");
    expect(largestImageUrl("https://cdn.example.com/back.png")).toBe("https://cdn.example.com/back.png");
  });
});
