import { describe, expect, it } from "vitest";
import { DIMENSION_UNIT, MEASUREMENT_STANDARD, WEIGHT_UNIT, dimensionUnitFor, weightUnitFor } from "./units";

describe("units", () => {
  it("pins the measurement standard codes of spec 2 §3", () => {
    expect(MEASUREMENT_STANDARD).toEqual({ IMPERIAL: 1, METRIC: 2 });
  });

  it("pins the unit labels of spec 1 §9", () => {
    expect(WEIGHT_UNIT).toEqual({ POUNDS: "lbs", KILOGRAMS: "kg" });
    expect(DIMENSION_UNIT).toEqual({ INCHES: '"', CENTIMETERS: "cm" });
  });

  it("uses lbs and the inch mark for imperial only", () => {
    expect(weightUnitFor(1)).toBe("lbs");
    expect(dimensionUnitFor(1)).toBe('"');
  });

  it("uses kg and cm for metric and anything else", () => {
    for (const standard of [2, 0, 99, undefined]) {
      expect(weightUnitFor(standard)).toBe("kg");
      expect(dimensionUnitFor(standard)).toBe("cm");
    }
  });
});
