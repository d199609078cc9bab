/** The subscription checkout's path (spec 1 §2). */
export const SUBSCRIBE_CHECKOUT_PATH = "/checkout/subscribe";

/** The subscription checkout of a cart, named by its token (spec 1 §2: `/checkout/subscribe?cartToken={token}`). */
export function subscribeCheckoutPath(cartToken: string): string {
  return `${SUBSCRIBE_CHECKOUT_PATH}?${new URLSearchParams({ cartToken })}`;
}
