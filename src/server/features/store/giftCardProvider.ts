/** The provider name of orders a gift card paid in full: no card was charged, and no provider is asked about them. */
export const GIFT_CARD_PROVIDER = "gift_card";
