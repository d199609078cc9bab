import { PRODUCT_TYPE_NAME, type ProductTypeName } from "../enumerations/productTypes";

/** Why a product may not be shown in the store yet, in the words the product editor shows under "Shown in the store". */
export const PRODUCT_NOT_SHOWABLE =
  "A product shown in the store needs a price above 0 on every variant and stock on at least one (or unlimited stock). Add them, or untick Shown in the store.";

/**
 * Why a gift card may not be shown in the store: no gift card is issued yet, so a buyer would
 * pay for nothing. The product editor shows it in place of "Shown in the store".
 */
export const GIFT_CARD_NOT_SOLD =
  "Gift cards cannot be sold yet: a buyer would pay and get no card. You can keep this product as a draft; it stays hidden from visitors.";

/** Whether visitors may buy a product of this type at all: gift cards are not sold until gift cards are issued. */
export function isSoldType(productType: ProductTypeName): boolean {
  return productType !== PRODUCT_TYPE_NAME.GIFT_CARD;
}

/**
 * Whether visitors see a stored product as for sale (on shop pages, in product blocks, in
 * carts and at checkout): shown in the store and of a type that is sold. A gift card stored as
 * shown before this rule stays hidden.
 */
export function isForSale(product: { visible: boolean; productType: ProductTypeName }): boolean {
  return product.visible && isSoldType(product.productType);
}

/** What the rule reads of a product: its type, a digital product's own price, and each variant's price and stock. */
export interface ShowableProduct {
  productType: ProductTypeName;
  priceCents?: number;
  variants: readonly { priceCents: number; qtyInStock: number; unlimited: boolean }[];
}

/**
 * Whether a product can be shown in the store: a visitor could buy it. A gift card cannot
 * (GIFT_CARD_NOT_SOLD). A digital product needs
 * its price (its download never runs out); any other needs a price on every variant and stock,
 * or unlimited stock, on at least one.
 */
export function canBeShown(product: ShowableProduct): boolean {
  if (!isSoldType(product.productType)) return false;
  if (product.productType === PRODUCT_TYPE_NAME.DIGITAL) return (product.priceCents ?? 0) > 0;
  const { variants } = product;
  return variants.length > 0 && variants.every((v) => v.priceCents > 0) && variants.some((v) => v.unlimited || v.qtyInStock > 0);
}
