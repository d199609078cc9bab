import type { StoreOrderRow } from "../../../../db/schema";
import type { StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import { readStoreSettings } from "../../../../domain/commerce/storeSettings";
import type { Website } from "../../sites/websiteRecord";
import type { MovedOrder, OrderLine } from "../ordersRepository";

/** The ids a preview's sample order and its rows carry: fixed, so a preview never names a real order. */
export const SAMPLE_IDS = {
  order: "000000000000000000a11ce0",
  cart: "000000000000000000a11ce1",
  variant: "000000000000000000a11ce2",
  product: "000000000000000000a11ce3",
  subscription: "000000000000000000a11ce4",
  giftCard: "000000000000000000a11ce5",
  reviewRequest: "000000000000000000a11ce6",
} as const;

/** A buyer's line of a sample order. */
export function sampleLine(line: Partial<OrderLine> & Pick<OrderLine, "name" | "productType" | "unitPriceCents">): OrderLine {
  const quantity = line.quantity ?? 1;
  return {
    variantId: SAMPLE_IDS.variant,
    productId: SAMPLE_IDS.product,
    sku: "",
    optionValues: [],
    quantity,
    lineTotalCents: line.unitPriceCents * quantity,
    ...line,
  };
}

/** The lines a mail preview shows when none is given: a product shipped and a digital one. */
const SAMPLE_LINES: OrderLine[] = [
  sampleLine({
    name: "House Blend, 12 oz",
    productType: "PHYSICAL",
    unitPriceCents: 1800,
    quantity: 2,
    optionValues: [{ name: "Grind", value: "Whole bean" }],
  }),
  sampleLine({ name: "Brewing Guide (PDF)", productType: "DIGITAL", unitPriceCents: 900, variantId: "000000000000000000a11ce7" }),
];

/**
 * A paid order of the site as its mails are made from: the site's title, currency, look and
 * address, a sample buyer and the lines given (by default a shipped product and a digital one).
 * Nothing is stored: previews render the real templates from it.
 */
export function sampleOrder(website: Website, baseUrl: string, now: Date, lines: OrderLine[] = SAMPLE_LINES): MovedOrder {
  const stamp = now.toISOString();
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const ships = lines.some((line) => line.productType === "PHYSICAL");
  const shipping = ships ? 500 : 0;
  const tax = Math.round(subtotal * 0.05);
  const row: StoreOrderRow = {
    id: SAMPLE_IDS.order,
    websiteId: website.id,
    cartId: SAMPLE_IDS.cart,
    status: "paid",
    locale: null,
    email: "customer@example.com",
    shippingAddressJson: ships
      ? JSON.stringify({ name: "Sam Sample", line1: "1 Market Street", line2: "", city: "Portland", region: "ME", postalCode: "04101", country: "US" })
      : null,
    linesJson: JSON.stringify(lines),
    currency: readStoreSettings(website.storeSettings).currency,
    subtotalCents: subtotal,
    discountCents: 0,
    shippingCents: shipping,
    taxCents: tax,
    grandTotalCents: subtotal + shipping + tax,
    couponsJson: "[]",
    shippingOptionJson: ships ? JSON.stringify({ id: "standard", name: "Standard shipping", priceCents: shipping }) : null,
    paymentProvider: "test",
    paymentReference: null,
    searchText: "",
    createdAt: stamp,
    updatedAt: stamp,
    paidAt: stamp,
    fulfilledAt: null,
    refundedAt: null,
    refundStartedAt: null,
    baseUrl,
    idempotencyKey: null,
    giftCardCents: 0,
    giftCardId: null,
  };
  return { ...row, siteTitle: website.title, siteExtraSettingsJson: JSON.stringify(website.extraSettings) };
}

/** A monthly subscription of the sample order, as its renewal mails are made from. */
export function sampleSubscription(order: MovedOrder, now: Date): StoreSubscriptionRow {
  const stamp = now.toISOString();
  return {
    id: SAMPLE_IDS.subscription,
    websiteId: order.websiteId,
    orderId: order.id,
    productId: SAMPLE_IDS.product,
    variantId: SAMPLE_IDS.variant,
    productName: "Coffee Club",
    quantity: 1,
    amountCents: 1200,
    currency: order.currency,
    periodValue: 1,
    periodUnit: "month",
    numBillingCycles: 0,
    paidPeriods: 2,
    status: "active",
    email: order.email,
    siteUserId: null,
    provider: "test",
    methodReference: "sample",
    customerReference: null,
    methodLabel: "Card ending 4242",
    startedAt: stamp,
    nextPeriod: 3,
    nextChargeAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    pausedAt: null,
    cancelledAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}
