import type { Db } from "../../../db/database";
import { buildCartEntity, type CartEntry, type ShoppingCart } from "../../../domain/commerce/cartEntity";
import { computeCartTotals, type CartTotals, type ShippingLocation } from "../../../domain/commerce/cartTotals";
import { unitPriceCents } from "../../../domain/commerce/productModel";
import { isForSale, isSoldInCart } from "../../../domain/commerce/productVisibility";
import { giftCardsRepository } from "./giftCardsRepository";
import { couponUsesRepository } from "./couponUsesRepository";
import type { StoreSettings } from "../../../domain/commerce/storeSettings";
import { fromMinorUnits } from "../../../domain/money";
import type { StoredCart } from "./cartRepository";
import { productsRepository, type VariantWithProduct } from "./productsRepository";
import { productPath } from "./storePaths";

/** A cart priced from the stored products: the entity, its totals and each line's product. */
export interface PricedCart {
  cart: ShoppingCart;
  totals: CartTotals;
  lines: { entry: CartEntry; found: VariantWithProduct }[];
  /** Entries whose product is gone, hidden or not sold in a cart (a gift card outside its own checkout); they are left out of the totals. */
  unavailable: string[];
}

/** What a checkout may change before pricing: coupons, shipping option and location. */
export interface PricingOverrides {
  coupons?: string[];
  shippingOptionId?: string | null;
  shippingLocation?: ShippingLocation | null;
}

/**
 * Prices a stored cart from the current products and store settings. The server does this
 * for every view and again at checkout; nothing the browser says about prices is used.
 */
export async function priceCart(db: Db, stored: StoredCart, settings: StoreSettings, now: Date, overrides: PricingOverrides = {}): Promise<PricedCart> {
  const found = await productsRepository.findVariants(
    db,
    stored.websiteId,
    stored.entries.map((e) => e.variantId),
  );
  const lines: PricedCart["lines"] = [];
  const unavailable: string[] = [];
  const holdsGiftCard = [...found.values()].some((match) => !isSoldInCart(match.product.productType));
  // A gift card is priced only in the cart its own checkout made, which keeps its recipient; never in a shopping cart.
  const giftCardCheckout = holdsGiftCard && (await giftCardsRepository.findPurchase(db, stored.id)) !== null;
  for (const entry of stored.entries) {
    const match = found.get(entry.variantId);
    if (!match || !(isForSale(match.product) || (giftCardCheckout && match.product.visible))) {
      unavailable.push(entry.id);
      continue;
    }
    const unit = unitPriceCents(match.variant);
    lines.push({
      found: match,
      entry: {
        id: entry.id,
        productId: match.product.id,
        variantId: entry.variantId,
        productType: match.product.productType,
        productName: match.product.name,
        productUrl: productPath(match.collectionSlug, match.product.urlSlug),
        sku: match.variant.sku,
        optionValues: match.variant.optionValues,
        quantity: entry.quantity,
        unitPriceCents: unit,
        lineTotalCents: unit * entry.quantity,
        unitPrice: fromMinorUnits(unit, settings.currency),
        ...(match.product.subscriptionPlan ? { subscriptionPlan: match.product.subscriptionPlan } : {}),
      },
    });
  }
  const coupons = overrides.coupons ?? stored.coupons;
  const couponsUsedUp = await couponUsesRepository.usedUp(db, stored.websiteId, settings.coupons, coupons);
  const shippingLocation = overrides.shippingLocation !== undefined ? overrides.shippingLocation : stored.shippingLocation;
  const totals = computeCartTotals({
    lines: lines.map(({ entry }) => ({
      variantId: entry.variantId,
      productType: entry.productType,
      unitPriceCents: entry.unitPriceCents,
      quantity: entry.quantity,
    })),
    settings,
    couponCodes: coupons,
    couponsUsedUp,
    selectedShippingOptionId: overrides.shippingOptionId !== undefined ? overrides.shippingOptionId : stored.shippingOptionId,
    shippingLocation,
    now,
  });
  const cart = buildCartEntity(
    {
      id: stored.id,
      websiteId: stored.websiteId,
      orderId: stored.orderId,
      created: Date.parse(stored.createdAt),
      isPurchased: stored.isPurchased,
      coupons,
      shippingLocation,
    },
    lines.map((l) => l.entry),
    totals,
    settings.currency,
  );
  return { cart, totals, lines, unavailable };
}
