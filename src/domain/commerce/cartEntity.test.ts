import { describe, expect, test } from "vitest";
import { emptyCart } from "./cartEntity";

describe("the shopping cart entity", () => {
  test("has every field of spec 2 §3 with its default", () => {
    expect(emptyCart()).toEqual({
      id: "",
      websiteId: "",
      orderId: "",
      created: 0,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: {},
      shippingLocation: {},
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      subtotalAmount: { currency: "USD", value: 0 },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });
});
