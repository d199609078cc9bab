import { describe, expect, it } from "vitest";
import { edgeOf, itemIdFromHash, lightboxHash, swipeDirection, throttle, wrappedIndex } from "./lightboxRules";

describe("lightbox rules", () => {
  it("treats clicks within 2% of the window's edges as previous and next", () => {
    expect(edgeOf(10, 1000)).toBe("previous");
    expect(edgeOf(20, 1000)).toBe("previous");
    expect(edgeOf(21, 1000)).toBeNull();
    expect(edgeOf(980, 1000)).toBe("next");
    expect(edgeOf(979, 1000)).toBeNull();
  });

  it("moves on a swipe of 50 px or more that goes more across than up or down: left is next", () => {
    expect(swipeDirection(-50, 0)).toBe(1);
    expect(swipeDirection(120, 30)).toBe(-1);
    expect(swipeDirection(-49, 0)).toBe(0);
    expect(swipeDirection(60, 60)).toBe(0);
    expect(swipeDirection(-60, -80)).toBe(0);
  });

  it("throttles arrow keys to one per 200 ms", () => {
    let now = 0;
    const allow = throttle(200, () => now);
    expect(allow()).toBe(true);
    now = 150;
    expect(allow()).toBe(false);
    now = 200;
    expect(allow()).toBe(true);
    now = 399;
    expect(allow()).toBe(false);
  });

  it("wraps around the set: before the first is the last, after the last the first", () => {
    expect(wrappedIndex(1, 3)).toBe(1);
    expect(wrappedIndex(3, 3)).toBe(0);
    expect(wrappedIndex(-1, 3)).toBe(2);
    expect(wrappedIndex(-4, 3)).toBe(2);
    expect(wrappedIndex(1, 1)).toBe(0);
  });

  it("tracks items in the hash", () => {
    expect(lightboxHash("slide one")).toBe("#lightbox-slide%20one");
    expect(itemIdFromHash("#lightbox-slide%20one")).toBe("slide one");
    expect(itemIdFromHash("#top")).toBeNull();
  });
});
