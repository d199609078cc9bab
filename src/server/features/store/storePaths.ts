/** The visitor-facing paths of the store, in one place for pages, mails and redirects. */
export const STORE_PATHS = {
  cart: "/cart",
  showCart: "/commerce/show-cart",
  checkout: "/commerce/goto-checkout",
  orderConfirmed: (orderId: string) => `/commerce/order-confirmed/${orderId}`,
  orderReceived: (orderId: string) => `/commerce/order-received/${orderId}`,
  orderStatus: (orderId: string) => `/commerce/order-status/${orderId}`,
  download: (orderId: string, variantId: string) => `/commerce/download/${orderId}/${variantId}`,
  testGatewayAuthorize: "/commerce/test-gateway/authorize",
} as const;

/** A product's page: its collection's slug and its own. */
export function productPath(collectionSlug: string, productSlug: string): string {
  return `/${collectionSlug}/${productSlug}`;
}
