import { describe, expect, it } from "vitest";
import { FEATURE, FEATURE_ID_RANGE } from "./features";

describe("FEATURE", () => {
  it("pins the ids of spec 2 §3", () => {
    expect(FEATURE).toEqual({ AFTERPAY: 64, NATIVE_PRODUCT_REVIEWS: 66, CLEARPAY: 68, PRIORITY_SUPPORT: 69, KLARNA: 70 });
    expect(FEATURE_ID_RANGE).toEqual({ first: 1, last: 70 });
  });
});
