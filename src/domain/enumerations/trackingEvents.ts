/** Commerce events forwarded to a social ad pixel when one is present (spec 1 §7). */
export const COMMERCE_PIXEL_EVENT = {
  COMPLETE_REGISTRATION: "CompleteRegistration",
  ADD_TO_CART: "AddToCart",
  SEARCH: "Search",
  LEAD: "Lead",
  VIEW_CONTENT: "ViewContent",
  PURCHASE: "Purchase",
} as const;

/** A commerce pixel event name. */
export type CommercePixelEvent = (typeof COMMERCE_PIXEL_EVENT)[keyof typeof COMMERCE_PIXEL_EVENT];

/** Internal analytics event recorded when a request fails; it carries urlRequested (spec 1 §7). */
export const NETWORK_ERROR_EVENT = "system_network_error";
