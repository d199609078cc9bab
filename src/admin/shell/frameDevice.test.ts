import { describe, expect, it } from "vitest";
import { frameFit } from "./frameDevice";

describe("the frame drawn in the space beside the panel", () => {
  it("lays a desktop page out at 1280 px and scales it down to a laptop's pane, so its right part is not cut off", () => {
    const fit = frameFit("desktop", { width: 694, height: 676 });
    expect(fit.width).toBe(1282);
    expect(fit.width * fit.scale).toBeCloseTo(694);
    expect(fit.height * fit.scale).toBeCloseTo(676);
  });

  it("shows a desktop page at its true size, filling a pane wider than a desktop, and a phone centred at its true size", () => {
    expect(frameFit("desktop", { width: 1500, height: 900 })).toEqual({ width: 1500, height: 900, scale: 1, left: 0 });
    expect(frameFit("phone", { width: 700, height: 900 })).toEqual({ width: 392, height: 900, scale: 1, left: 154 });
    expect(frameFit("fit", { width: 700, height: 900 })).toEqual({ width: 700, height: 900, scale: 1, left: 0 });
  });
});
