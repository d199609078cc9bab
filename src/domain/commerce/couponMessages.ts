/** Coupon refusals shown to the buyer, in the primary language (the store's words translate them, storeTexts.ts). */
export const COUPON_MESSAGES = {
  unknown: "This coupon code is not valid.",
  expired: "This coupon has expired.",
  duplicate: "This coupon is already applied.",
  belowMinimum: (minimum: string) => `This coupon needs an order subtotal of ${minimum} or more.`,
  limitReached: "This coupon has reached its limit.",
  customerLimitReached: "You have already used this coupon as many times as it allows.",
} as const;
