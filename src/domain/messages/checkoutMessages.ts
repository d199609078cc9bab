/** Checkout messages (spec 1 §5, §8). */
export const CHECKOUT_MESSAGES = {
  /** Alert shown when checkout starts without a cart cookie. */
  noCookies: "Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.",
} as const;

/** Refuses checkout below the minimum order subtotal; subtotal is already formatted, e.g. "$10.00". */
export function minimumSubtotalNotMet(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}
