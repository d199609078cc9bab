/**
 * The islands that sell: the cart, checkout, product, quick view, donation and gift card pages.
 * When one of them cannot load its code, the page cannot take an order, so the island loader
 * says so in the console in spec 1 §8's words besides the usual load failure.
 */
export const COMMERCE_ISLANDS: ReadonlySet<string> = new Set(["cart", "checkout", "product", "quick-view", "donate-checkout", "gift-card-checkout"]);
