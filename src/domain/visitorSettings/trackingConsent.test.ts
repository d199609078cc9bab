import { describe, expect, it } from "vitest";
import { normalizeCookieBannerSettings } from "./cookieBannerSettings";
import { isRestrictive, trackingCookiesWithheld } from "./trackingConsent";

const open = { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: false, keepVisitorCookiesAfterDecline: false };

describe("tracking consent", () => {
  it("keeps the tracking cookies away once a visitor declines", () => {
    expect(trackingCookiesWithheld(open, false)).toBe(true);
    expect(trackingCookiesWithheld(open, true)).toBe(false);
    expect(trackingCookiesWithheld(open, null)).toBe(false);
  });

  it("keeps counting visits after a Decline only when the owner chose so", () => {
    const keep = { ...open, keepVisitorCookiesAfterDecline: true };
    expect(trackingCookiesWithheld(keep, false)).toBe(false);
    expect(trackingCookiesWithheld({ ...keep, isAnalyticsCookiesDisabled: true }, false)).toBe(true);
  });

  it("waits for an Accept under a restrictive policy", () => {
    for (const restrictive of [
      { ...open, isAnalyticsCookiesDisabled: true },
      { ...open, isRestrictiveCookiePolicyAbsolute: true },
    ]) {
      expect(isRestrictive(restrictive)).toBe(true);
      expect(trackingCookiesWithheld(restrictive, null)).toBe(true);
      expect(trackingCookiesWithheld(restrictive, false)).toBe(true);
      expect(trackingCookiesWithheld(restrictive, true)).toBe(false);
    }
    expect(isRestrictive(open)).toBe(false);
  });

  it("starts new sites with Decline keeping the cookies away", () => {
    const fresh = normalizeCookieBannerSettings({});
    expect(fresh.keepVisitorCookiesAfterDecline).toBe(false);
    expect(trackingCookiesWithheld(fresh, false)).toBe(true);
  });
});
