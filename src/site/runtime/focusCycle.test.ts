import { describe, expect, it } from "vitest";
import { trappedFocusIndex } from "./focusCycle";

describe("trappedFocusIndex", () => {
  it("wraps Tab from the last element to the first, and Shift+Tab from the first to the last", () => {
    expect(trappedFocusIndex(4, 3, false)).toBe(0);
    expect(trappedFocusIndex(4, 0, true)).toBe(3);
  });

  it("lets Tab move on its own between elements inside the trap", () => {
    expect(trappedFocusIndex(4, 1, false)).toBeNull();
    expect(trappedFocusIndex(4, 2, true)).toBeNull();
  });

  it("brings focus that left the trap back to its first element, or its last with Shift", () => {
    expect(trappedFocusIndex(4, -1, false)).toBe(0);
    expect(trappedFocusIndex(4, -1, true)).toBe(3);
  });

  it("keeps Tab as it is when the trap holds nothing", () => {
    expect(trappedFocusIndex(0, -1, false)).toBeNull();
  });
});
