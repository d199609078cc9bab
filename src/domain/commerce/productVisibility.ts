import { PRODUCT_TYPE_NAME, type ProductTypeName } from "../enumerations/productTypes";

/** Why a product may not be shown in the store yet, in the words the product editor shows under "Shown in the store". */
export const PRODUCT_NOT_SHOWABLE =
  "A product shown in the store needs a price above 0 on every variant and stock on at least one (or unlimited stock). Add them, or untick Shown in the store.";

/**
 * Whether a product of this type goes in the shopping cart: a gift card does not, because its
 * buyer names its recipient on the gift card checkout page (`/checkout/giftcard`) and pays there.
 */
export function isSoldInCart(productType: ProductTypeName): boolean {
  return productType !== PRODUCT_TYPE_NAME.GIFT_CARD;
}

/**
 * Whether visitors find a stored product in the shop: on its pages, category pages, feeds, the
 * sitemap, search and product blocks. Every product shown in the store is, a gift card too: its
 * page links its own checkout instead of adding it to a cart.
 */
export function isShownInShop(product: { visible: boolean }): boolean {
  return product.visible;
}

/**
 * Whether a stored product may be priced in a shopping cart: shown in the store and bought
 * through the cart (a gift card is bought on its own checkout page).
 */
export function isForSale(product: { visible: boolean; productType: ProductTypeName }): boolean {
  return isShownInShop(product) && isSoldInCart(product.productType);
}

/** What the rule reads of a product: its type, a digital product's own price, and each variant's price and stock. */
export interface ShowableProduct {
  productType: ProductTypeName;
  priceCents?: number;
  variants: readonly { priceCents: number; qtyInStock: number; unlimited: boolean }[];
}

/**
 * Whether every price of a product is set: a digital product's own price, or a price on every
 * variant (a gift card's variants are its amounts). A product shown in the store always needs
 * them; this holds for the site file too.
 */
export function isPriced(product: ShowableProduct): boolean {
  if (product.productType === PRODUCT_TYPE_NAME.DIGITAL) return (product.priceCents ?? 0) > 0;
  return product.variants.length > 0 && product.variants.every((v) => v.priceCents > 0);
}

/**
 * Whether a product can be put in the store now: priced, and a visitor could buy it (a digital
 * download never runs out; anything else needs stock, or unlimited stock, on one variant). Asked
 * when an owner shows a product; a shown product that later sells out stays shown as sold out,
 * so saving it again or importing its site's own export is no error.
 */
export function canBeShown(product: ShowableProduct): boolean {
  if (!isPriced(product)) return false;
  return product.productType === PRODUCT_TYPE_NAME.DIGITAL || product.variants.some((v) => v.unlimited || v.qtyInStock > 0);
}
