/**
 * The cookie beside the (HttpOnly) cart cookie that holds only the cart's item count, so the
 * cart icon on cached pages shows it without a request. The server writes it on every change.
 */
export const CART_COUNT_COOKIE = "tsr_cart_count";
