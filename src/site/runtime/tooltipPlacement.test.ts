import { describe, expect, it } from "vitest";
import { TOOLTIP_LIMITS } from "../../domain/limits/widgetLimits";
import { tooltipPlacement } from "./tooltipPlacement";

const VIEWPORT = { width: 1000, height: 700 };
const SIZE = { width: 250, height: 60 };

describe("tooltipPlacement", () => {
  it("uses the spec's tooltip numbers", () => {
    expect(TOOLTIP_LIMITS).toEqual({ showDelayMs: 1200, width: 250, mouseOffset: 15, edgeMargin: 20 });
  });

  it("puts the tooltip 15 px right of and below the pointer", () => {
    expect(tooltipPlacement({ pointer: { x: 100, y: 200 } }, SIZE, VIEWPORT)).toEqual({ left: 115, top: 215 });
  });

  it("keeps it 20 px inside the right and left edges", () => {
    expect(tooltipPlacement({ pointer: { x: 900, y: 200 } }, SIZE, VIEWPORT)).toEqual({ left: 1000 - 20 - 250, top: 215 });
    expect(tooltipPlacement({ pointer: { x: 0, y: 200 } }, SIZE, VIEWPORT).left).toBe(20);
  });

  it("flips above the pointer near the bottom, and keeps it 20 px inside the top", () => {
    expect(tooltipPlacement({ pointer: { x: 100, y: 650 } }, SIZE, VIEWPORT)).toEqual({ left: 115, top: 650 - 15 - 60 });
    expect(tooltipPlacement({ pointer: { x: 100, y: 30 } }, { width: 250, height: 690 }, VIEWPORT).top).toBe(20);
  });

  it("goes 15 px below an element focused by keyboard", () => {
    expect(tooltipPlacement({ element: { left: 40, top: 100, width: 120, height: 40 } }, SIZE, VIEWPORT)).toEqual({ left: 40, top: 155 });
    expect(tooltipPlacement({ element: { left: 40, top: 640, width: 120, height: 40 } }, SIZE, VIEWPORT)).toEqual({ left: 40, top: 640 - 15 - 60 });
  });
});
