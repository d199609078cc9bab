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

/**
 * The cart icon's spoken label (spec 2 §2): 'Cart' without a quantity, 'One item in cart',
 * '{n} items in cart', and 'More than 100 items in cart' above the display cap.
 */
export function cartSpokenLabel(count: number | null): string {
  if (count === null) return "Cart";
  if (count === 1) return "One item in cart";
  if (count > COMMERCE_LIMITS.cartCountDisplayCap) return `More than ${COMMERCE_LIMITS.cartCountDisplayCap} items in cart`;
  return `${count} items in cart`;
}

/** The cart icon's visible count: the number itself, or "100+" above the display cap. */
export function cartDisplayCount(count: number): string {
  return count > COMMERCE_LIMITS.cartCountDisplayCap ? `${COMMERCE_LIMITS.cartCountDisplayCap}+` : String(count);
}
