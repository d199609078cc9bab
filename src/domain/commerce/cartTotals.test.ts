import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeCartTotals, meetsMinimumSubtotal, type PricedLine, type TotalsRequest } from "./cartTotals";
import { COUPON_MESSAGES } from "./couponMessages";
import { storeSettingsSchema } from "./storeSettings";
import { MAX_LINE_QUANTITY } from "./storeRules";

const NOW = new Date("2026-11-22T12:00:00.000Z");

const settings = storeSettingsSchema.parse({
  shippingZones: [
    {
      id: "north-america",
      name: "North America",
      countries: ["US", "CA"],
      options: [
        { id: "standard", name: "Standard", costCents: 599, freeOverCents: 5000 },
        { id: "express", name: "Express", costCents: 1500 },
      ],
    },
  ],
  taxRules: [
    { id: "me", name: "Maine sales tax", country: "US", region: "ME", rateBasisPoints: 550 },
    { id: "ca", name: "Canada GST", country: "CA", rateBasisPoints: 500, includeShipping: true },
  ],
  coupons: [
    { code: "TENOFF", kind: "percent", amount: 10 },
    { code: "FIVE", kind: "fixed", amount: 500, minimumSubtotalCents: 2000 },
    { code: "SHIPFREE", kind: "freeShipping" },
    { code: "OLD", kind: "percent", amount: 50, expiresAt: "2026-01-01T00:00:00.000Z" },
  ],
});

function request(lines: PricedLine[], extra: Partial<TotalsRequest> = {}): TotalsRequest {
  return { lines, settings, couponCodes: [], selectedShippingOptionId: null, shippingLocation: null, now: NOW, ...extra };
}

const bean = (quantity: number, unitPriceCents = 1800): PricedLine => ({ variantId: "a".repeat(24), productType: "PHYSICAL", unitPriceCents, quantity });
const guide = (quantity: number): PricedLine => ({ variantId: "b".repeat(24), productType: "DIGITAL", unitPriceCents: 900, quantity });

describe("cart totals", () => {
  test("an empty cart is all zeros and needs no shipping", () => {
    const totals = computeCartTotals(request([]));
    expect(totals).toMatchObject({ subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0, requiresShipping: false, purelyDigital: false, hasDigital: false });
  });

  test("subtotal, shipping, a regional tax rule and the grand total", () => {
    const totals = computeCartTotals(
      request([bean(2)], { selectedShippingOptionId: "express", shippingLocation: { country: "US", region: "me", postalCode: "04101" } }),
    );
    expect(totals.subtotalCents).toBe(3600);
    expect(totals.shippingCostCents).toBe(1500);
    expect(totals.taxCents).toBe(198);
    expect(totals.applicableTaxRules.map((r) => r.id)).toEqual(["me"]);
    expect(totals.grandTotalCents).toBe(3600 + 1500 + 198);
  });

  test("a tax rule can include shipping; rounding is half up", () => {
    const totals = computeCartTotals(
      request([bean(1, 1001)], { selectedShippingOptionId: "express", shippingLocation: { country: "CA", region: "ON", postalCode: null } }),
    );
    expect(totals.taxCents).toBe(Math.floor(((1001 + 1500) * 500 + 5000) / 10000));
  });

  test("shipping becomes free above the option's threshold or with a free-shipping coupon", () => {
    const standard = { selectedShippingOptionId: "standard", shippingLocation: { country: "US", region: null, postalCode: null } };
    expect(computeCartTotals(request([bean(3)], standard)).shippingCostCents).toBe(0);
    expect(computeCartTotals(request([bean(1)], standard)).shippingCostCents).toBe(599);
    expect(computeCartTotals(request([bean(1)], { ...standard, couponCodes: ["shipfree"] })).shippingCostCents).toBe(0);
    expect(computeCartTotals(request([bean(1)], { ...standard, shippingLocation: { country: "JP", region: null, postalCode: null } })).shippingOptions).toEqual(
      [],
    );
  });

  test("valid and invalid coupons, each invalid one with its reason", () => {
    const totals = computeCartTotals(request([bean(1)], { couponCodes: ["tenoff", "NOPE", "OLD", "FIVE", "TENOFF"] }));
    expect(totals.validCoupons.map((c) => c.code)).toEqual(["TENOFF"]);
    expect(totals.invalidCoupons).toEqual([
      { code: "NOPE", reason: COUPON_MESSAGES.unknown },
      { code: "OLD", reason: COUPON_MESSAGES.expired },
      { code: "FIVE", reason: "This coupon needs an order subtotal of $20.00 or more." },
      { code: "TENOFF", reason: COUPON_MESSAGES.duplicate },
    ]);
    expect(totals.discountCents).toBe(180);
    expect(totals.grandTotalCents).toBe(1620);
  });

  test("a coupon that reached its limit of uses is refused as such", () => {
    const totals = computeCartTotals(request([bean(1)], { couponCodes: ["tenoff", "shipfree"], couponsUsedUp: new Set(["TENOFF"]) }));
    expect(totals.validCoupons.map((c) => c.code)).toEqual(["SHIPFREE"]);
    expect(totals.invalidCoupons).toEqual([{ code: "tenoff", reason: "This coupon has reached its limit." }]);
    expect(totals.discountCents).toBe(0);
  });

  test("digital-only carts are purely digital and need no shipping", () => {
    const totals = computeCartTotals(request([guide(2)], { selectedShippingOptionId: "express" }));
    expect(totals).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false, shippingCostCents: 0, shippingOptions: [] });
  });

  test("the minimum subtotal", () => {
    expect(meetsMinimumSubtotal(999, 1000)).toBe(false);
    expect(meetsMinimumSubtotal(1000, 1000)).toBe(true);
    expect(meetsMinimumSubtotal(0, 0)).toBe(true);
  });
});

const lineArbitrary = fc.record({
  variantId: fc.stringMatching(/^[0-9a-f]{24}$/),
  productType: fc.constantFrom("PHYSICAL" as const, "DIGITAL" as const, "SERVICE" as const, "GIFT_CARD" as const),
  unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
});

const requestArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { maxLength: 20 }),
  couponCodes: fc.subarray(["TENOFF", "FIVE", "SHIPFREE", "OLD", "NOPE"]),
  selectedShippingOptionId: fc.constantFrom(null, "standard", "express", "gone"),
  shippingLocation: fc.constantFrom(null, { country: "US", region: "ME", postalCode: "04101" }, { country: "CA", region: null, postalCode: null }),
});

describe("cart totals over random carts", () => {
  test("every amount is a non-negative integer and the grand total adds up", () => {
    fc.assert(
      fc.property(requestArbitrary, (random) => {
        const totals = computeCartTotals(request(random.lines, random));
        for (const value of [totals.subtotalCents, totals.discountCents, totals.shippingCostCents, totals.taxCents, totals.grandTotalCents]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.grandTotalCents).toBe(totals.subtotalCents - totals.discountCents + totals.shippingCostCents + totals.taxCents);
        expect(totals.totalQuantity).toBe(random.lines.reduce((n, l) => n + l.quantity, 0));
      }),
    );
  });

  test("the order of lines never changes the totals", () => {
    fc.assert(
      fc.property(requestArbitrary, (random) => {
        const forward = computeCartTotals(request(random.lines, random));
        const backward = computeCartTotals(request([...random.lines].reverse(), random));
        expect(backward).toEqual(forward);
      }),
    );
  });

  test("the subtotal is the sum of the lines' subtotals, and shipping is charged only for shipped goods", () => {
    fc.assert(
      fc.property(requestArbitrary, (random) => {
        const whole = computeCartTotals(request(random.lines, random));
        const parts = random.lines.map((line) => computeCartTotals(request([line])).subtotalCents);
        expect(whole.subtotalCents).toBe(parts.reduce((a, b) => a + b, 0));
        if (!whole.requiresShipping) expect(whole.shippingCostCents).toBe(0);
        expect(whole.purelyDigital && whole.requiresShipping).toBe(false);
      }),
    );
  });

  test("adding a unit never lowers the subtotal nor the tax", () => {
    fc.assert(
      fc.property(requestArbitrary, lineArbitrary, (random, extra) => {
        const before = computeCartTotals(request(random.lines, { ...random, couponCodes: [] }));
        const after = computeCartTotals(request([...random.lines, extra], { ...random, couponCodes: [] }));
        expect(after.subtotalCents).toBeGreaterThanOrEqual(before.subtotalCents);
        expect(after.taxCents).toBeGreaterThanOrEqual(before.taxCents);
      }),
    );
  });
});
