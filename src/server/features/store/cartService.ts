import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { MAX_CART_LINES, isValidQuantity, MAX_LINE_QUANTITY } from "../../../domain/commerce/storeRules";
import { hasStockFor } from "../../../domain/commerce/productModel";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import type { ShippingLocation } from "../../../domain/commerce/cartTotals";
import { CART_MESSAGES } from "../../../domain/messages/cartMessages";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import type { Website } from "../sites/websiteRecord";
import { cartRepository, type StoredCart } from "./cartRepository";
import { priceCart, type PricedCart } from "./cartPricing";
import { productsRepository } from "./productsRepository";

/** The cookie that names a visitor's cart (an opaque token; only its hash is stored). */
export const CART_COOKIE = "tsr_cart";

/** Messages of refused cart changes (the cart strings of spec 2 §8 are shown beside them). */
export const CART_CHANGE_MESSAGES = {
  unknownVariant: "This product is not available.",
  quantity: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items.`,
  unknownEntry: "This item is not in your cart.",
  purchased: "This cart has already been checked out.",
  onlyLeft: (name: string, left: number) => (left === 0 ? `${name} is sold out.` : `Only ${left} of ${name} left in stock.`),
} as const;

/** The SHA-256 of a cart token, as stored. */
function cartTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Finds the cart a cookie names on this site, or null. */
export async function findCart(db: Db, websiteId: string, token: string | undefined): Promise<StoredCart | null> {
  if (!token || token.length > 100) return null;
  return cartRepository.findByTokenHash(db, websiteId, cartTokenHash(token));
}

/** Prices a cart for display with the site's store settings. */
export function viewCart(db: Db, website: Website, cart: StoredCart, now: Date): Promise<PricedCart> {
  return priceCart(db, cart, readStoreSettings(website.storeSettings), now);
}

function refuse(message: string, field: string): never {
  throw invalid(message, { [field]: message });
}

async function checkStock(db: Db, websiteId: string, variantId: string, quantity: number): Promise<void> {
  const found = (await productsRepository.findVariants(db, websiteId, [variantId])).get(variantId);
  if (!found || !found.product.visible) throw notFound(CART_CHANGE_MESSAGES.unknownVariant);
  if (!hasStockFor(found.variant, quantity)) refuse(CART_CHANGE_MESSAGES.onlyLeft(found.product.name, found.variant.qtyInStock), "quantity");
}

function assertOpen(cart: StoredCart): void {
  if (cart.isPurchased) throw conflict(CART_CHANGE_MESSAGES.purchased);
}

/**
 * Adds units of a variant to the visitor's cart, making the cart (and its token) when the
 * visitor has none. Refuses unknown variants, another site's variants, bad quantities and
 * more than the stock holds (the check is repeated atomically at checkout).
 */
export async function addToCart(db: Db, website: Website, token: string | undefined, variantId: unknown, quantity: unknown, now: string) {
  if (!isId(variantId)) throw notFound(CART_CHANGE_MESSAGES.unknownVariant);
  if (!isValidQuantity(quantity)) refuse(CART_CHANGE_MESSAGES.quantity, "quantity");
  let cart = await findCart(db, website.id, token);
  let newToken: string | null = null;
  if (cart?.isPurchased) cart = null;
  const existing = cart?.entries.find((e) => e.variantId === variantId);
  const combined = (existing?.quantity ?? 0) + quantity;
  if (combined > MAX_LINE_QUANTITY) refuse(CART_CHANGE_MESSAGES.quantity, "quantity");
  if (!existing && (cart?.entries.length ?? 0) >= MAX_CART_LINES) refuse(CART_CHANGE_MESSAGES.tooManyLines, "variantId");
  await checkStock(db, website.id, variantId, combined);
  if (!cart) {
    newToken = randomBytes(32).toString("base64url");
    const id = newId();
    await cartRepository.insert(db, { id, websiteId: website.id, tokenHash: cartTokenHash(newToken), now });
    cart = (await findCart(db, website.id, newToken))!;
  }
  const entries = existing
    ? cart.entries.map((e) => (e.id === existing.id ? { ...e, quantity: combined } : e))
    : [...cart.entries, { id: newId(), variantId, quantity }];
  await cartRepository.saveEntries(db, cart.id, entries, now);
  return { token: newToken, cart: { ...cart, entries } };
}

/** Sets the quantity of one cart line; refuses negative, fractional and out-of-stock quantities. */
export async function updateCartQuantity(db: Db, website: Website, cart: StoredCart, entryId: string, quantity: unknown, now: string): Promise<StoredCart> {
  assertOpen(cart);
  const entry = cart.entries.find((e) => e.id === entryId);
  if (!entry) throw notFound(CART_CHANGE_MESSAGES.unknownEntry);
  if (!isValidQuantity(quantity)) refuse(`${CART_MESSAGES.unableToUpdateQuantity}: ${CART_CHANGE_MESSAGES.quantity}`, "quantity");
  await checkStock(db, website.id, entry.variantId, quantity);
  const entries = cart.entries.map((e) => (e.id === entryId ? { ...e, quantity } : e));
  await cartRepository.saveEntries(db, cart.id, entries, now);
  return { ...cart, entries };
}

/** Removes one cart line. */
export async function removeCartEntry(db: Db, cart: StoredCart, entryId: string, now: string): Promise<StoredCart> {
  assertOpen(cart);
  if (!cart.entries.some((e) => e.id === entryId)) throw notFound(CART_CHANGE_MESSAGES.unknownEntry);
  const entries = cart.entries.filter((e) => e.id !== entryId);
  await cartRepository.saveEntries(db, cart.id, entries, now);
  return { ...cart, entries };
}

/** Stores the buyer's coupons, shipping location and shipping option, so the cart shows their totals. */
export async function updateCartDetails(
  db: Db,
  cart: StoredCart,
  details: { coupons: string[]; shippingLocation: ShippingLocation | null; shippingOptionId: string | null },
  now: string,
): Promise<StoredCart> {
  assertOpen(cart);
  await cartRepository.saveDetails(db, cart.id, details, now);
  return { ...cart, ...details };
}
