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

/** The selector of the hidden markers a page names its commerce pixel events with (PixelEvent.tsx writes them, the runtime sends what they name). */
export const PIXEL_EVENT_MARKER = "[data-pixel-event]";

/** The tracking event of a newsletter sign-up (spec 1 §4). */
export const NEWSLETTER_SUBSCRIBE_EVENT = "newsletter_subscribe";

/** The window event a newsletter sign-up fires, for the page's own scripts and the ad pixel's Lead. */
export const NEWSLETTER_SUBSCRIBED_WINDOW_EVENT = `tessera:${NEWSLETTER_SUBSCRIBE_EVENT}`;
