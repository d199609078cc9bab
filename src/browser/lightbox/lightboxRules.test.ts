import { describe, expect, it } from "vitest";
import { edgeOf, itemIdFromHash, lightboxHash, throttle } from "./lightboxRules";

describe("lightbox rules", () => {
  it("treats clicks within 2% of the window's edges as previous and next", () => {
    expect(edgeOf(10, 1000)).toBe("previous");
    expect(edgeOf(20, 1000)).toBe("previous");
    expect(edgeOf(21, 1000)).toBeNull();
    expect(edgeOf(980, 1000)).toBe("next");
    expect(edgeOf(979, 1000)).toBeNull();
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

  it("tracks items in the hash", () => {
    expect(lightboxHash("slide one")).toBe("#lightbox-slide%20one");
    expect(itemIdFromHash("#lightbox-slide%20one")).toBe("slide one");
    expect(itemIdFromHash("#top")).toBeNull();
  });
});
