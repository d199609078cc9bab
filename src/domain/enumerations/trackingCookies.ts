/** Names of the cookies the visitor runtime reads and writes (spec 1 §3, §9). */
export const COOKIE_NAME = {
  VISITOR: "ss_cvr",
  VISIT: "ss_cvt",
  CONSENT: "ss_cookieAllowed",
} as const;

/** A cookie name the visitor runtime owns. */
export type CookieName = (typeof COOKIE_NAME)[keyof typeof COOKIE_NAME];

/** Tracking cookies cleared when consent is withheld under a restrictive cookie policy (spec 1 §9). */
export const RESTRICTIVE_POLICY_CLEARED_COOKIES = [
  "SS_MATTR",
  "SS_MID",
  "SS_lastvisit",
  "user_segment",
  "ss_cid",
  "ss_cpvisit",
  "ss_cvisit",
  "ss_cvr",
  "ss_cvt",
] as const;
