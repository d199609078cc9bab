import type { CookieBannerSettings } from "./cookieBannerSettings";

/** The settings that decide whether a visitor's choice lets tracking cookies be set. */
export type TrackingConsentSettings = Pick<
  CookieBannerSettings,
  "isAnalyticsCookiesDisabled" | "isRestrictiveCookiePolicyAbsolute" | "keepVisitorCookiesAfterDecline"
>;

/** Whether the site's policy makes tracking wait for consent (analytics cookies disabled, or an absolute restrictive policy). */
export function isRestrictive(settings: Pick<CookieBannerSettings, "isAnalyticsCookiesDisabled" | "isRestrictiveCookiePolicyAbsolute">): boolean {
  return settings.isAnalyticsCookiesDisabled || settings.isRestrictiveCookiePolicyAbsolute;
}

/**
 * Whether the tracking cookies (ss_cvr and ss_cvt included) must be cleared and none set, given
 * the visitor's stored choice (true accepted, false declined, null not asked): under a restrictive
 * policy until they accept; otherwise once they decline, unless the owner chose to keep counting
 * visits after a Decline.
 */
export function trackingCookiesWithheld(settings: TrackingConsentSettings, consent: boolean | null): boolean {
  if (isRestrictive(settings)) return consent !== true;
  return consent === false && !settings.keepVisitorCookiesAfterDecline;
}
