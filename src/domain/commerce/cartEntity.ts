import type { SubscriptionPlan } from "./subscriptionPlan";
import { DEFAULT_CURRENCY, type CurrencyCode } from "../currencies";
import type { ProductTypeName } from "../enumerations/productTypes";
import { fromMinorUnits, type Money } from "../money";
import type { CartTotals, InvalidCoupon, ShippingLocation } from "./cartTotals";
import type { Coupon, ShippingOption, TaxRule } from "./storeSettings";

/** One line of a cart as the API shows it. */
export interface CartEntry {
  id: string;
  productId: string;
  variantId: string;
  productType: ProductTypeName;
  productName: string;
  productUrl: string;
  sku: string;
  optionValues: { name: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  unitPrice: Money;
  /** The subscription plan of a product sold as a subscription; absent or null for one bought once. */
  subscriptionPlan?: SubscriptionPlan | null;
}

/**
 * The shopping cart entity of spec 2 §3, every field with its default: ids as strings,
 * created as a timestamp, lists empty, totals 0, subtotalAmount zero in USD, flags false.
 */
export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  applicableTaxRules: TaxRule[];
  coupons: string[];
  validCoupons: Coupon[];
  invalidCoupons: InvalidCoupon[];
  selectedShippingOption: ShippingOption | Record<string, never>;
  shippingLocation: ShippingLocation | Record<string, never>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** A cart with nothing in it: the spec's defaults. */
export function emptyCart(id = "", websiteId = "", created = 0): ShoppingCart {
  return {
    id,
    websiteId,
    orderId: "",
    created,
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
    subtotalAmount: fromMinorUnits(0, DEFAULT_CURRENCY),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/** What a stored cart contributes beside its priced entries and totals. */
export interface CartFacts {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  coupons: string[];
  shippingLocation: ShippingLocation | null;
}

/** Assembles the cart entity from stored facts, priced entries and computed totals. */
export function buildCartEntity(facts: CartFacts, entries: CartEntry[], totals: CartTotals, currency: CurrencyCode): ShoppingCart {
  return {
    ...emptyCart(facts.id, facts.websiteId, facts.created),
    orderId: facts.orderId ?? "",
    isPurchased: facts.isPurchased,
    entries,
    shippingOptions: totals.shippingOptions,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: facts.coupons,
    validCoupons: totals.validCoupons,
    invalidCoupons: totals.invalidCoupons,
    selectedShippingOption: totals.selectedShippingOption ?? {},
    shippingLocation: facts.shippingLocation ?? {},
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    subtotalAmount: fromMinorUnits(totals.subtotalCents, currency),
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}
