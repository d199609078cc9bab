import { describe, expect, it } from "vitest";
import { formatMegabytes, UPLOAD_LIMITS } from "./uploadLimits";

describe("upload limits", () => {
  it("count a megabyte as 1,000,000 bytes", () => {
    expect(UPLOAD_LIMITS.maxImageBytes).toBe(25_000_000);
    expect(formatMegabytes(UPLOAD_LIMITS.maxImageBytes)).toBe("25 MB");
    expect(formatMegabytes(1_500_000)).toBe("1.5 MB");
  });

  it("refuse a 20000 × 20000 image by pixel count", () => {
    expect(20_000 * 20_000).toBeGreaterThan(UPLOAD_LIMITS.maxImagePixels);
    expect(8_160 * 6_120).toBeLessThan(UPLOAD_LIMITS.maxImagePixels);
  });
});
