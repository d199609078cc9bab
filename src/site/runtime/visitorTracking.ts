import type { SiteContext } from "../../domain/siteContext";
import { isTrackedPage, recordPageView } from "../../browser/census/censusClient";
import { updateVisitorCookies } from "./census/visitorCookies";
import { startPageSpeed } from "./pageSpeed";
import { CONSENT_CHANGED_EVENT, activateTrackingScripts, clearTrackingCookies, readConsent } from "../../browser/consent/consent";
import { trackingCookiesWithheld } from "../../domain/visitorSettings/trackingConsent";
import { withPart } from "../../browser/partLoader";
import { marketingLandingQuery } from "../../domain/analytics/marketingLanding";

/** The marketing landing pixel (spec 1 §7). */
const TRACK_URL = "/api/track/Track";

/** Loads the landing pixel as an image when the address carries campaign parameters; a failure is ignored. */
function countMarketingLanding(): void {
  const query = marketingLandingQuery({
    path: location.pathname,
    search: location.search,
    referrer: document.referrer,
    language: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  });
  if (query) new Image(1, 1).src = `${TRACK_URL}?${query.toString()}`;
}

/** The window events that force, update and unforce the cookie banner (detail: optional new settings). */
const COOKIE_BANNER_EVENTS = {
  force: "tessera:cookie-banner:force",
  update: "tessera:cookie-banner:update",
  unforce: "tessera:cookie-banner:unforce",
} as const;

function bannerSettings(context: SiteContext, event?: Event): Record<string, unknown> {
  const detail = (event as CustomEvent | undefined)?.detail as Record<string, unknown> | undefined;
  return detail && typeof detail === "object" ? { ...context.cookieSettings, ...detail } : { ...context.cookieSettings };
}

/**
 * Consent and tracking for one page view: when the visitor's choice withholds tracking (no
 * Accept yet under a restrictive policy, or a Decline the owner did not choose to ignore) the nine
 * tracking cookies are cleared and none is set; otherwise the visitor cookies advance and the
 * held-back tracking scripts run and a landing from a campaign link is counted with the Track
 * pixel (after an Accept when the choice withheld tracking). The page view is recorded either way
 * (without a visitor cookie when there is none), and so is how fast the page was for the visitor.
 * The banner code loads only when it must show or is forced.
 */
export function startVisitorTracking(context: SiteContext): void {
  const settings = context.cookieSettings;
  const withheld = trackingCookiesWithheld(settings, readConsent());
  const tracked = isTrackedPage(context);
  const beginTracking = () => {
    const newVisit = tracked ? updateVisitorCookies() : false;
    activateTrackingScripts();
    if (tracked) countMarketingLanding();
    return newVisit;
  };
  let newVisit = false;
  if (withheld) clearTrackingCookies();
  else newVisit = beginTracking();
  if (tracked) {
    recordPageView(context, newVisit);
    startPageSpeed(context);
  }

  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    if (withheld && (event as CustomEvent<boolean>).detail === true) beginTracking();
  });
  const banner = (trigger: string, use: (m: typeof import("./consent/cookieBanner")) => void) =>
    void withPart("cookieBanner", trigger, () => import("./consent/cookieBanner"), use);
  if (settings.isCookieBannerEnabled && readConsent() === null) banner("isCookieBannerEnabled", (m) => m.showCookieBannerIfNeeded(bannerSettings(context)));
  window.addEventListener(COOKIE_BANNER_EVENTS.force, (event) => banner(event.type, (m) => m.forceCookieBanner(bannerSettings(context, event))));
  window.addEventListener(COOKIE_BANNER_EVENTS.update, (event) => banner(event.type, (m) => m.updateCookieBanner(bannerSettings(context, event))));
  window.addEventListener(COOKIE_BANNER_EVENTS.unforce, (event) => banner(event.type, (m) => m.unforceCookieBanner(bannerSettings(context, event))));
}

/** Loads the popup overlay, announcement bar and mobile info bar code only when the page may show them (spec 1 §6). */
export function startOverlays(context: SiteContext): void {
  if (context.websiteSettings.popupOverlaySettings.isEnabled || context.authenticatedAccount) {
    void withPart(
      "popupOverlay",
      "popupOverlaySettings",
      () => import("./overlays/popupOverlay"),
      (m) => m.showPopupOverlayIfDue(context),
    );
  }
  const announcement = context.showAnnouncementBar || context.authenticatedAccount !== null;
  const mobileInfo = context.websiteSettings.mobileInfoBarSettings.isEnabled && window.innerWidth <= 1024;
  if (announcement || mobileInfo) {
    void withPart(
      "bars",
      announcement ? "showAnnouncementBar" : "mobileInfoBarSettings",
      () => import("./overlays/bars"),
      (m) => {
        if (announcement) m.showAnnouncementBar(context);
        if (mobileInfo) m.showMobileInfoBar(context);
      },
    );
  }
}
