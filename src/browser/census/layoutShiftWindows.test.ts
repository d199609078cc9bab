import { describe, expect, it } from "vitest";
import { LayoutShiftWindows } from "./layoutShiftWindows";

const score = (shifts: [value: number, startTime: number, hadRecentInput?: boolean][]) => {
  const windows = new LayoutShiftWindows();
  for (const [value, startTime, hadRecentInput = false] of shifts) windows.add({ value, startTime, hadRecentInput });
  return windows.score;
};

describe("the layout shift score (CLS)", () => {
  it("is 0 without shifts", () => {
    expect(score([])).toBe(0);
  });

  it("adds up shifts less than a second apart", () => {
    expect(
      score([
        [0.1, 100],
        [0.05, 900],
        [0.02, 1800],
      ]),
    ).toBeCloseTo(0.17);
  });

  it("starts a new window after a pause of a second and keeps the largest window", () => {
    expect(
      score([
        [0.1, 100],
        [0.05, 1100],
        [0.2, 5000],
        [0.01, 5500],
      ]),
    ).toBeCloseTo(0.21);
  });

  it("closes a window after five seconds even when shifts keep coming", () => {
    const steady: [number, number][] = Array.from({ length: 12 }, (_, i) => [0.01, i * 900]);
    expect(score(steady)).toBeCloseTo(0.06);
  });

  it("leaves out shifts that follow the visitor's input", () => {
    expect(
      score([
        [0.3, 100, true],
        [0.02, 200],
      ]),
    ).toBeCloseTo(0.02);
  });
});
