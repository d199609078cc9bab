import { describe, expect, it } from "vitest";
import { BILLING_PERIOD_UNIT, INDEFINITE_BILLING_CYCLES } from "./billingPeriods";

describe("billing periods", () => {
  it("pins the units and the indefinite cycle count of spec 1 §3", () => {
    expect(Object.values(BILLING_PERIOD_UNIT)).toEqual(["week", "month", "year"]);
    expect(INDEFINITE_BILLING_CYCLES).toBe(0);
  });
});
