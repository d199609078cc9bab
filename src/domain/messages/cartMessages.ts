import { COMMERCE_LIMITS } from "../limits/commerceLimits";

/** Shopping cart messages (spec 2 §8). */
export const CART_MESSAGES = {
  unableToUpdateQuantity: "Unable to update quantity",
  unableToRemoveItem: "Unable to remove item",
  unableToOpenForm: "Unable to open form",
  unableToUpdateForm: "Unable to update form",
  fixInformationAbove: "Update the missing or invalid information above.",
  tryAgain: "Please try again.",
  checkConnection: "Please check your internet connection.",
  empty: "You have nothing in your shopping cart.",
} as const;

/** The cart icon's spoken words in one language ({count} is filled in); the spec's English ones by default. */
export interface CartIconWords {
  cartIcon: string;
  cartOneItem: string;
  cartItems: string;
  cartManyItems: string;
}

/** The spec's cart icon words, the primary language's. */
export const CART_ICON_WORDS: CartIconWords = {
  cartIcon: "Cart",
  cartOneItem: "One item in cart",
  cartItems: "{count} items in cart",
  cartManyItems: "More than {count} items in cart",
};

/**
 * The cart icon's spoken label (spec 2 §2): 'Cart' without a quantity, 'One item in cart',
 * '{n} items in cart', and 'More than 100 items in cart' above the display cap; in a page's
 * language when its words are given.
 */
export function cartSpokenLabel(count: number | null, words: CartIconWords = CART_ICON_WORDS): string {
  if (count === null) return words.cartIcon;
  if (count === 1) return words.cartOneItem;
  const over = count > COMMERCE_LIMITS.cartCountDisplayCap;
  return (over ? words.cartManyItems : words.cartItems).replace("{count}", String(over ? COMMERCE_LIMITS.cartCountDisplayCap : count));
}

/** What a product's add-to-cart script says, in the primary language (a page hands it its own language's in `data-texts`). */
export const ADD_TO_CART_WORDS = {
  addedToCart: "Added to cart.",
  viewCart: "View cart",
  checkConnection: CART_MESSAGES.checkConnection,
} as const;

/** The cart icon's visible count: the number itself, or "100+" above the display cap. */
export function cartDisplayCount(count: number): string {
  return count > COMMERCE_LIMITS.cartCountDisplayCap ? `${COMMERCE_LIMITS.cartCountDisplayCap}+` : String(count);
}
