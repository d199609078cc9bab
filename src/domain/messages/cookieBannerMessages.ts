/**
 * Default cookie banner texts (spec 1 §3, §4).
 * "Accept" and "Decline" are the spec's words. The spec calls for a default cookie-usage sentence without
 * giving it, so defaultText is Tessera's own. The opt-out call to action defaults to "Decline".
 */
export const COOKIE_BANNER_MESSAGES = {
  accept: "Accept",
  decline: "Decline",
  defaultText: "This site uses cookies to improve your experience and to understand how the site is used.",
} as const;

/** Default label of the accept button (cookieBannerCtaText). */
export const DEFAULT_COOKIE_BANNER_CTA_TEXT = COOKIE_BANNER_MESSAGES.accept;
/** Default label of the decline button (cookieBannerOptOutCtaText). */
export const DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT = COOKIE_BANNER_MESSAGES.decline;
