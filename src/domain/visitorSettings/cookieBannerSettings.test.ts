import { describe, expect, it } from "vitest";
import { barPosition, cookieBannerApiSettings, normalizeCookieBannerSettings, popupPosition, stripEmptyParagraphs } from "./cookieBannerSettings";

describe("cookie banner settings", () => {
  it("falls back to the defaults of spec 1 §4 when values are missing or invalid", () => {
    const settings = normalizeCookieBannerSettings({ cookieBannerVariant: "SIDEBAR", cookieBannerTheme: "PINK", cookieBannerCtaVariant: 3 });
    expect(settings).toEqual({
      isCookieBannerEnabled: false,
      cookieBannerVariant: "BAR",
      cookieBannerPosition: "BOTTOM",
      cookieBannerTheme: "DARK",
      cookieBannerCtaVariant: "ICON",
      cookieBannerAcceptType: "OPT_IN",
      cookieBannerText: "This site uses cookies to improve your experience and to understand how the site is used.",
      cookieBannerCtaText: "Accept",
      cookieBannerOptOutCtaText: "Decline",
      isActivityLogEnabled: true,
      isAnalyticsCookiesDisabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      keepVisitorCookiesAfterDecline: false,
    });
  });

  it("strips empty paragraphs and uses the default sentence when nothing is left", () => {
    expect(stripEmptyParagraphs("<p></p><p>We use cookies.</p><p> &nbsp;<br></p>")).toBe("<p>We use cookies.</p>");
    expect(normalizeCookieBannerSettings({ cookieBannerText: "<p><br/></p>  <p></p>" }).cookieBannerText).toBe(
      "This site uses cookies to improve your experience and to understand how the site is used.",
    );
  });

  it("maps bar positions: top-left and top-right to top, anything else to bottom", () => {
    expect(barPosition("TOP")).toBe("TOP");
    expect(barPosition("TOP_LEFT")).toBe("TOP");
    expect(barPosition("TOP_RIGHT")).toBe("TOP");
    expect(barPosition("BOTTOM_RIGHT")).toBe("BOTTOM");
    expect(barPosition(undefined)).toBe("BOTTOM");
  });

  it("maps pop-up positions: top to top-left, bottom to bottom-left, default bottom-left", () => {
    expect(popupPosition("TOP_RIGHT")).toBe("TOP_RIGHT");
    expect(popupPosition("TOP")).toBe("TOP_LEFT");
    expect(popupPosition("BOTTOM")).toBe("BOTTOM_LEFT");
    expect(popupPosition("MIDDLE")).toBe("BOTTOM_LEFT");
    expect(normalizeCookieBannerSettings({ cookieBannerVariant: "POPUP", cookieBannerPosition: "TOP" }).cookieBannerPosition).toBe("TOP_LEFT");
  });

  it("derives the API flags from the site flags", () => {
    const api = cookieBannerApiSettings({ isAnalyticsCookiesDisabled: true, isActivityLogEnabled: false });
    expect(api.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(api.isVisitorDataRestricted).toBe(true);
    const open = cookieBannerApiSettings({});
    expect(open.isRestrictiveCookiePolicyEnabled).toBe(false);
    expect(open.isVisitorDataRestricted).toBe(false);
  });
});
