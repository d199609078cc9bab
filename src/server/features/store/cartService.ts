import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../../domain/commerce/storeRules";
import { isoNow, type Clock } from "../../clock";
import { hasStockFor } from "../../../domain/commerce/productModel";
import { isSoldInCart } from "../../../domain/commerce/productVisibility";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import type { ShippingLocation } from "../../../domain/commerce/cartTotals";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import type { Website } from "../sites/websiteRecord";
import { cartRepository, type StoredCart } from "./cartRepository";
import { priceCart, type PricedCart } from "./cartPricing";
import { CART_CHANGE_MESSAGES } from "../../../domain/commerce/cartChangeMessages";
import { productsRepository } from "./productsRepository";
import { shoppingLanguage } from "./storeLanguage";
import { translatedProductName, type TranslationLookup } from "../../../domain/translations/translatedItems";

/** The SHA-256 of a cart token, as stored. */
function cartTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function refuse(message: string, field: string): never {
  throw invalid(message, { [field]: message });
}

function assertOpen(cart: StoredCart): void {
  if (cart.isPurchased) throw conflict(CART_CHANGE_MESSAGES.purchased);
}

/**
 * Visitors' carts: finding one by its cookie, pricing it, and the changes a visitor makes
 * (add, quantity, remove, coupons and shipping). Built once in buildApp.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Finds the cart a cookie names on this site, or null. */
  async find(websiteId: string, token: string | undefined): Promise<StoredCart | null> {
    if (!token || token.length > 100) return null;
    return cartRepository.findByTokenHash(this.db, websiteId, cartTokenHash(token));
  }

  /** Prices a cart for display with the site's store settings. */
  view(website: Website, cart: StoredCart): Promise<PricedCart> {
    return priceCart(this.db, cart, readStoreSettings(website.storeSettings), this.clock.now());
  }

  /**
   * Adds units of a variant to the visitor's cart, making the cart (and its token) when the
   * visitor has none (the route's schema has refused malformed ids and quantities). Refuses
   * unknown variants, another site's variants, more than a line holds and more than the stock
   * holds (the check is repeated atomically at checkout). The cart keeps the language of the
   * page the units were added on, so its checkout and mails speak it; a refusal names the product
   * as that page does (`names`, the site's translations into its language).
   */
  async add(website: Website, token: string | undefined, variantId: string, quantity: number, pageLocale?: string, names?: TranslationLookup) {
    const db = this.db;
    const now = isoNow(this.clock);
    let cart = await this.find(website.id, token);
    let newToken: string | null = null;
    if (cart?.isPurchased) cart = null;
    const existing = cart?.entries.find((e) => e.variantId === variantId);
    const combined = (existing?.quantity ?? 0) + quantity;
    if (combined > MAX_LINE_QUANTITY) refuse(CART_CHANGE_MESSAGES.quantity, "quantity");
    if (!existing && (cart?.entries.length ?? 0) >= MAX_CART_LINES) refuse(CART_CHANGE_MESSAGES.tooManyLines, "variantId");
    await this.checkStock(website.id, variantId, combined, names);
    if (!cart) {
      newToken = randomBytes(32).toString("base64url");
      const id = newId();
      await cartRepository.insert(db, { id, websiteId: website.id, tokenHash: cartTokenHash(newToken), now });
      cart = (await this.find(website.id, newToken))!;
    }
    const entries = existing
      ? cart.entries.map((e) => (e.id === existing.id ? { ...e, quantity: combined } : e))
      : [...cart.entries, { id: newId(), variantId, quantity }];
    const locale = shoppingLanguage(website, pageLocale);
    await cartRepository.saveEntries(db, cart.id, entries, now, locale);
    return { token: newToken, cart: { ...cart, entries, locale: locale === undefined ? cart.locale : locale } };
  }

  /**
   * A new cart with the lines of an open one, under a new token: what a customer signing out
   * with cloneCart keeps in the signed-out browser, while the signed-in cart is left behind; in its language.
   */
  async copy(cart: StoredCart): Promise<{ token: string }> {
    const token = randomBytes(32).toString("base64url");
    await cartRepository.insertOnce(this.db, {
      id: newId(),
      websiteId: cart.websiteId,
      tokenHash: cartTokenHash(token),
      entries: cart.entries.map((entry) => ({ ...entry, id: newId() })),
      locale: cart.locale,
      now: isoNow(this.clock),
    });
    return { token };
  }

  /**
   * Sets the quantity of one cart line (a whole number from 1 to 999, as the route's schema has
   * checked); refuses more than the stock holds, naming the product as the cart's language does (`names`).
   */
  async updateQuantity(website: Website, cart: StoredCart, entryId: string, quantity: number, names?: TranslationLookup): Promise<StoredCart> {
    assertOpen(cart);
    const entry = cart.entries.find((e) => e.id === entryId);
    if (!entry) throw notFound(CART_CHANGE_MESSAGES.unknownEntry);
    await this.checkStock(website.id, entry.variantId, quantity, names);
    const entries = cart.entries.map((e) => (e.id === entryId ? { ...e, quantity } : e));
    await cartRepository.saveEntries(this.db, cart.id, entries, isoNow(this.clock));
    return { ...cart, entries };
  }

  /** Removes one cart line. */
  async removeEntry(cart: StoredCart, entryId: string): Promise<StoredCart> {
    assertOpen(cart);
    if (!cart.entries.some((e) => e.id === entryId)) throw notFound(CART_CHANGE_MESSAGES.unknownEntry);
    const entries = cart.entries.filter((e) => e.id !== entryId);
    await cartRepository.saveEntries(this.db, cart.id, entries, isoNow(this.clock));
    return { ...cart, entries };
  }

  /** Stores the buyer's coupons, shipping location and shipping option, so the cart shows their totals. */
  async updateDetails(
    cart: StoredCart,
    details: { coupons: string[]; shippingLocation: ShippingLocation | null; shippingOptionId: string | null },
  ): Promise<StoredCart> {
    assertOpen(cart);
    await cartRepository.saveDetails(this.db, cart.id, details, isoNow(this.clock));
    return { ...cart, ...details };
  }

  private async checkStock(websiteId: string, variantId: string, quantity: number, names?: TranslationLookup): Promise<void> {
    const found = (await productsRepository.findVariants(this.db, websiteId, [variantId])).get(variantId);
    if (!found || !found.product.visible) throw notFound(CART_CHANGE_MESSAGES.unknownVariant);
    if (!isSoldInCart(found.product.productType)) refuse(CART_CHANGE_MESSAGES.giftCard, "variantId");
    const name = names ? translatedProductName(names, found.product.id, found.product.name) : found.product.name;
    if (!hasStockFor(found.variant, quantity)) refuse(CART_CHANGE_MESSAGES.onlyLeft(name, found.variant.qtyInStock), "quantity");
  }
}
