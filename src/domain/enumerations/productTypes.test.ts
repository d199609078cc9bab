import { describe, expect, it } from "vitest";
import { PRODUCT_TYPE, PRODUCT_TYPE_NAME } from "./productTypes";

describe("product types", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(PRODUCT_TYPE).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
  });

  it("pins the names of spec 1 §3", () => {
    expect(Object.values(PRODUCT_TYPE_NAME)).toEqual(["PHYSICAL", "SERVICE", "DIGITAL", "GIFT_CARD"]);
  });
});
