import { describe, expect, it } from "vitest";
import {
  COOKIE_BANNER_ACCEPT_TYPE,
  COOKIE_BANNER_BAR_POSITION,
  COOKIE_BANNER_CTA_VARIANT,
  COOKIE_BANNER_DEFAULTS,
  COOKIE_BANNER_POPUP_POSITION,
  COOKIE_BANNER_THEME,
  COOKIE_BANNER_VARIANT,
  isCookieBannerAcceptType,
  isCookieBannerCtaVariant,
  isCookieBannerPopupPosition,
  isCookieBannerTheme,
  isCookieBannerVariant,
} from "./cookieBanner";

describe("cookie banner enumerations", () => {
  it("pins the values of spec 1 §3", () => {
    expect(Object.values(COOKIE_BANNER_VARIANT)).toEqual(["BAR", "POPUP"]);
    expect(Object.values(COOKIE_BANNER_BAR_POSITION)).toEqual(["TOP", "BOTTOM"]);
    expect(Object.values(COOKIE_BANNER_POPUP_POSITION)).toEqual(["TOP_LEFT", "TOP_RIGHT", "BOTTOM_LEFT", "BOTTOM_RIGHT"]);
    expect(Object.values(COOKIE_BANNER_THEME)).toEqual(["LIGHT", "DARK"]);
    expect(Object.values(COOKIE_BANNER_CTA_VARIANT)).toEqual(["TEXT", "BUTTON", "ICON"]);
    expect(Object.values(COOKIE_BANNER_ACCEPT_TYPE)).toEqual(["OPT_IN", "OPT_IN_AND_OUT"]);
  });

  it("pins the defaults of spec 1 §4", () => {
    expect(COOKIE_BANNER_DEFAULTS).toEqual({
      variant: "BAR",
      theme: "DARK",
      ctaVariant: "ICON",
      acceptType: "OPT_IN",
      popupPosition: "BOTTOM_LEFT",
    });
  });

  it("guards each family separately", () => {
    expect(isCookieBannerVariant("bar")).toBe(false);
    expect(isCookieBannerPopupPosition("TOP")).toBe(false);
    expect(isCookieBannerTheme("DARK")).toBe(true);
    expect(isCookieBannerCtaVariant("LINK")).toBe(false);
    expect(isCookieBannerAcceptType("OPT_OUT")).toBe(false);
  });
});
