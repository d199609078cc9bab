/** The spec's gift card checkout route (spec 1: `/checkout/giftcard?websiteId={id}&giftCardProductId={id}[&sku={sku}]`). */
export const GIFT_CARD_CHECKOUT_PATH = "/checkout/giftcard";

/** The spec's gift card checkout address of a site's gift card product, optionally with one amount (its variant's SKU) chosen. */
export function giftCardCheckoutPath(websiteId: string, giftCardProductId: string, sku?: string): string {
  const query = new URLSearchParams({ websiteId, giftCardProductId, ...(sku ? { sku } : {}) });
  return `${GIFT_CARD_CHECKOUT_PATH}?${query.toString()}`;
}
