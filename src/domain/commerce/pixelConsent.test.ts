import { describe, expect, test } from "vitest";
import { pixelAllowed } from "./pixelConsent";

describe("commerce pixel consent", () => {
  test("needs a pixel id", () => {
    expect(pixelAllowed("", true, false)).toBe(false);
  });
  test("a declined banner always blocks", () => {
    expect(pixelAllowed("123", false, false)).toBe(false);
  });
  test("without a restrictive policy, no answer yet allows; with one, only acceptance does", () => {
    expect(pixelAllowed("123", null, false)).toBe(true);
    expect(pixelAllowed("123", null, true)).toBe(false);
    expect(pixelAllowed("123", true, true)).toBe(true);
  });
});
