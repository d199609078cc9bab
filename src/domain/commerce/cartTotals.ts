import { shippingOptionsFor } from "./shippingZones";
import type { CurrencyCode } from "../currencies";
import { formatMoney } from "../money";
import type { ProductTypeName } from "../enumerations/productTypes";
import type { Coupon, ShippingOption, StoreSettings, TaxRule } from "./storeSettings";
import { COUPON_MESSAGES } from "./couponMessages";

/** One priced cart line, as the server computes it from the stored product (never from the browser). */
export interface PricedLine {
  variantId: string;
  productType: ProductTypeName;
  unitPriceCents: number;
  quantity: number;
}

/** Where an order ships to, as far as totals care. */
export interface ShippingLocation {
  country: string;
  region: string | null;
  postalCode: string | null;
}

/** A coupon code that could not be applied, with the reason shown to the buyer. */
export interface InvalidCoupon {
  code: string;
  reason: string;
}

/** Everything the totals depend on besides the lines. */
export interface TotalsRequest {
  lines: readonly PricedLine[];
  settings: Pick<StoreSettings, "currency" | "shippingZones" | "taxRules" | "coupons">;
  couponCodes: readonly string[];
  /** Codes (in capitals) of coupons that reached their limit of uses in all; none when left out. */
  couponsUsedUp?: ReadonlySet<string>;
  selectedShippingOptionId: string | null;
  shippingLocation: ShippingLocation | null;
  now: Date;
}

/** The money of a cart, all in integer minor units, and what made them. */
export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  validCoupons: Coupon[];
  invalidCoupons: InvalidCoupon[];
  applicableTaxRules: TaxRule[];
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

const BASIS_POINTS = 10_000;

/** Rounds value * basisPoints / 10000 half up, in integers. */
function applyBasisPoints(valueCents: number, basisPoints: number): number {
  return Math.floor((valueCents * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** Whether a line is shipped: physical goods ship; services, digital goods and gift cards do not. */
function lineShips(productType: ProductTypeName): boolean {
  return productType === "PHYSICAL";
}

function sumOf(lines: readonly PricedLine[], pick: (line: PricedLine) => number): number {
  return lines.reduce((total, line) => total + pick(line), 0);
}

function resolveCoupons(request: TotalsRequest, subtotalCents: number) {
  const valid: Coupon[] = [];
  const invalid: InvalidCoupon[] = [];
  for (const raw of request.couponCodes) {
    const wanted = raw.trim().toUpperCase();
    if (wanted === "") continue;
    const coupon = request.settings.coupons.find((c) => c.code.toUpperCase() === wanted);
    if (!coupon) invalid.push({ code: raw, reason: COUPON_MESSAGES.unknown });
    else if (valid.some((c) => c.code === coupon.code)) invalid.push({ code: raw, reason: COUPON_MESSAGES.duplicate });
    else if (coupon.expiresAt !== null && new Date(coupon.expiresAt) <= request.now) invalid.push({ code: raw, reason: COUPON_MESSAGES.expired });
    else if (request.couponsUsedUp?.has(coupon.code.toUpperCase())) invalid.push({ code: raw, reason: COUPON_MESSAGES.limitReached });
    else if (subtotalCents < coupon.minimumSubtotalCents) {
      invalid.push({ code: raw, reason: COUPON_MESSAGES.belowMinimum(formatMoney(coupon.minimumSubtotalCents, request.settings.currency as CurrencyCode)) });
    } else valid.push(coupon);
  }
  return { valid, invalid };
}

function discountFor(coupons: readonly Coupon[], subtotalCents: number): number {
  let remaining = subtotalCents;
  for (const coupon of coupons) {
    if (coupon.kind === "percent") remaining -= Math.min(remaining, Math.floor((remaining * coupon.amount) / 100));
    if (coupon.kind === "fixed") remaining -= Math.min(remaining, coupon.amount);
  }
  return subtotalCents - remaining;
}

function taxRulesFor(rules: readonly TaxRule[], location: ShippingLocation | null): TaxRule[] {
  if (!location) return [];
  const region = location.region?.trim().toUpperCase() ?? null;
  return rules.filter((rule) => rule.country === location.country && (rule.region === null || rule.region.toUpperCase() === region));
}

/**
 * Computes a cart's totals from priced lines and the store's settings: subtotal, coupon
 * discounts (valid and invalid), shipping, tax and the grand total. Pure: the server calls it
 * for every cart view and again at checkout, so what the browser sends never sets a price.
 */
export function computeCartTotals(request: TotalsRequest): CartTotals {
  const lines = request.lines;
  const subtotalCents = sumOf(lines, (l) => l.unitPriceCents * l.quantity);
  const totalQuantity = sumOf(lines, (l) => l.quantity);
  const requiresShipping = lines.some((l) => lineShips(l.productType));
  const hasDigital = lines.some((l) => l.productType === "DIGITAL");
  const purelyDigital = lines.length > 0 && lines.every((l) => l.productType === "DIGITAL");

  const coupons = resolveCoupons(request, subtotalCents);
  const discountCents = discountFor(coupons.valid, subtotalCents);
  const freeShipping = coupons.valid.some((c) => c.kind === "freeShipping");

  const shippingOptions = requiresShipping ? [...shippingOptionsFor(request.settings.shippingZones, request.shippingLocation?.country ?? null)] : [];
  const selectedShippingOption = shippingOptions.find((o) => o.id === request.selectedShippingOptionId) ?? null;
  const freeBySubtotal = selectedShippingOption?.freeOverCents != null && subtotalCents >= selectedShippingOption.freeOverCents;
  const shippingCostCents = selectedShippingOption && !freeShipping && !freeBySubtotal ? selectedShippingOption.costCents : 0;

  const applicableTaxRules = taxRulesFor(request.settings.taxRules, request.shippingLocation);
  const taxable = subtotalCents - discountCents;
  const taxCents = applicableTaxRules.reduce(
    (total, rule) => total + applyBasisPoints(taxable + (rule.includeShipping ? shippingCostCents : 0), rule.rateBasisPoints),
    0,
  );

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    totalQuantity,
    validCoupons: coupons.valid,
    invalidCoupons: coupons.invalid,
    applicableTaxRules,
    shippingOptions,
    selectedShippingOption,
    hasDigital,
    purelyDigital,
    requiresShipping,
  };
}

/** Whether a subtotal meets the store's minimum order subtotal (0 means no minimum). */
export function meetsMinimumSubtotal(subtotalCents: number, minimumSubtotalCents: number): boolean {
  return subtotalCents >= minimumSubtotalCents;
}
