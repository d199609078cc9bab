import type { StoreOrderRow } from "../../../db/schema";
import type { ShoppingCart } from "../../../domain/commerce/cartEntity";
import { translatedProductName, type TranslationLookup } from "../../../domain/translations/translatedItems";
import type { OrderLine } from "./ordersRepository";

/** A cart as its language shows it: each line's product under its translated name (the primary name where it has none). */
export function cartInLanguage(cart: ShoppingCart, lookup: TranslationLookup | undefined): ShoppingCart {
  if (!lookup) return cart;
  return { ...cart, entries: cart.entries.map((entry) => ({ ...entry, productName: translatedProductName(lookup, entry.productId, entry.productName) })) };
}

/** An order as its buyer's pages show it in its language: its lines under their products' translated names (the order keeps the primary names). */
export function orderInLanguage(order: StoreOrderRow, lookup: TranslationLookup | undefined): StoreOrderRow {
  if (!lookup) return order;
  const lines = (JSON.parse(order.linesJson) as OrderLine[]).map((line) => ({ ...line, name: translatedProductName(lookup, line.productId, line.name) }));
  return { ...order, linesJson: JSON.stringify(lines) };
}
