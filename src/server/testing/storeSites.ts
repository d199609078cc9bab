import type { StoreOrderRow } from "../../db/schema";
import { newId } from "../../domain/ids";

/** The ids of one test store: its shop collection and the variants the tests buy. */
export interface TestStoreIds {
  shop: string;
  blend: string;
  blendVariant: string;
  mug: string;
  mugSmall: string;
  mugLarge: string;
  /** The digital brew guide; its only variant has the product's id. */
  guide: string;
}

/** Fresh ids for one test store (ids are unique across sites). */
export function newTestStoreIds(): TestStoreIds {
  return { shop: newId(), blend: newId(), blendVariant: newId(), mug: newId(), mugSmall: newId(), mugLarge: newId(), guide: newId() };
}

/** The store settings of the test store: USD, two shipping options, a Maine tax rule, two coupons. */
const TEST_STORE_SETTINGS = {
  currency: "USD",
  measurementStandard: 1,
  expressCheckout: false,
  shippingZones: [
    {
      id: "everywhere",
      name: "Everywhere",
      restOfWorld: true,
      options: [
        { id: "standard", name: "Standard", costCents: 500, freeOverCents: null },
        { id: "express", name: "Express", costCents: 1500, freeOverCents: null },
      ],
    },
  ],
  taxRules: [{ id: "me", name: "Maine sales tax", country: "US", region: "ME", rateBasisPoints: 550 }],
  coupons: [{ code: "WELCOME10", kind: "percent", amount: 10 }],
};

/**
 * A store site file: a home page and a products collection "shop" with a coffee (5 in stock),
 * a mug in two sizes, and a digital brew guide. `stock` overrides the coffee's stock;
 * `moreProducts` adds products to the shop.
 */
export function storeSite(
  identifier: string,
  ids: TestStoreIds,
  options: { stock?: number; settings?: Record<string, unknown>; moreProducts?: Record<string, unknown>[] } = {},
): string {
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Store ${identifier}`, storeSettings: { ...TEST_STORE_SETTINGS, ...options.settings } },
    collections: [
      { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks: [] }, published: { blocks: [] } } },
      { id: ids.shop, type: 13, title: "Shop", urlSlug: "shop", navigation: "main", position: 1 },
    ],
    products: [
      {
        id: ids.blend,
        collectionId: ids.shop,
        productType: "PHYSICAL",
        name: "Harbor Blend",
        urlSlug: "harbor-blend",
        description: "Our house espresso.",
        variants: [{ id: ids.blendVariant, sku: "HB-12OZ", priceCents: 1800, qtyInStock: options.stock ?? 5, weight: 0.75 }],
      },
      {
        id: ids.mug,
        collectionId: ids.shop,
        productType: "PHYSICAL",
        name: "Enamel Mug",
        urlSlug: "enamel-mug",
        position: 1,
        variants: [
          { id: ids.mugSmall, priceCents: 2200, salePriceCents: 1900, onSale: true, qtyInStock: 10, optionValues: [{ name: "Size", value: "Small" }] },
          { id: ids.mugLarge, priceCents: 2600, unlimited: true, optionValues: [{ name: "Size", value: "Large" }] },
        ],
      },
      {
        id: ids.guide,
        collectionId: ids.shop,
        productType: "DIGITAL",
        name: "Home Brew Guide",
        urlSlug: "home-brew-guide",
        position: 2,
        priceCents: 900,
        downloadPath: "/static/demo/home-brew-guide.pdf",
      },
      ...(options.moreProducts ?? []),
    ],
  });
}

/** An order row with nothing in it, for holds to belong to. */
export function emptyOrder(id: string, websiteId: string, now: string): StoreOrderRow {
  return {
    id,
    websiteId,
    cartId: newId(),
    status: "pending_payment",
    refundStartedAt: null,
    baseUrl: null,
    locale: null,
    idempotencyKey: null,
    giftCardCents: 0,
    giftCardId: null,
    email: "ada@example.com",
    shippingAddressJson: null,
    linesJson: "[]",
    currency: "USD",
    subtotalCents: 0,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    grandTotalCents: 0,
    couponsJson: "[]",
    shippingOptionJson: null,
    paymentProvider: "test",
    paymentReference: null,
    searchText: "",
    createdAt: now,
    updatedAt: now,
    paidAt: null,
    fulfilledAt: null,
    refundedAt: null,
  };
}
