import { describe, expect, it } from "vitest";
import { DEVICE_VIEW, POSITION } from "./deviceViews";

describe("device views and positions", () => {
  it("pins the values of spec 2 §3", () => {
    expect(Object.values(DEVICE_VIEW)).toEqual(["desktop", "phone", "tablet"]);
    expect(Object.values(POSITION)).toEqual(["left", "right"]);
  });
});
