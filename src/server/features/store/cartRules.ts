/** The cookie that names a visitor's cart (an opaque token; only its hash is stored). */
export const CART_COOKIE = "tsr_cart";

/** How long the cart cookie lasts. */
export const CART_COOKIE_DAYS = 30;
