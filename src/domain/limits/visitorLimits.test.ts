import { describe, expect, it } from "vitest";
import { COOKIE_LIMITS, ERROR_REPORTER_LIMITS, POPUP_OVERLAY_LIMITS } from "./visitorLimits";

describe("visitor runtime limits", () => {
  it("pins the cookie lifetimes and banner version of spec 1 §9", () => {
    expect(COOKIE_LIMITS).toEqual({
      visitorId: { lifetimeYears: 2, maxAgeSeconds: 63_072_000 },
      visit: { lifetimeMinutes: 30, maxAgeSeconds: 1800 },
      consent: { lifetimeDays: 30, maxAgeSeconds: 2_592_000 },
      cookieBannerVersion: 2,
    });
  });

  it("pins the error reporter limits of spec 1 §8 and §9", () => {
    expect(ERROR_REPORTER_LIMITS).toEqual({
      maxReportsPerPage: 20,
      maxQueuedReports: 10,
      maxStackLength: 5000,
      sendDebounceMs: 1000,
    });
  });

  it("pins the popup overlay never-again frequency of spec 1 §3", () => {
    expect(POPUP_OVERLAY_LIMITS).toEqual({ neverShowAgainFrequency: -1 });
  });
});
