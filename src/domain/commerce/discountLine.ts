/** A discount line's words in one language (`{codes}` names the coupons). */
export interface DiscountWords {
  discount: string;
  discountWithCodes: string;
}

/** The discount line's words in the primary language. */
export const DISCOUNT_WORDS: DiscountWords = { discount: "Discount", discountWithCodes: "Discount ({codes})" };

/**
 * The words of a cart's or an order's discount line, the same on the checkout's summary, the
 * order pages and the mails: the coupons that made it, and the amount taken off; in the cart's
 * or order's language when its words are given.
 */
export function discountLabel(couponCodes: readonly string[], words: DiscountWords = DISCOUNT_WORDS): string {
  return couponCodes.length > 0 ? words.discountWithCodes.replace("{codes}", couponCodes.join(", ")) : words.discount;
}

/** A discount's amount as a line shows it: taken off, so with a minus sign when there is one. */
export function discountAmount(cents: number, money: (cents: number) => string): string {
  return cents > 0 ? `−${money(cents)}` : money(0);
}
