import { createValueGuard } from "./lookup";

/** Layouts of the cookie consent banner (spec 1 §3). */
export const COOKIE_BANNER_VARIANT = { BAR: "BAR", POPUP: "POPUP" } as const;
/** A cookie banner layout. */
export type CookieBannerVariant = (typeof COOKIE_BANNER_VARIANT)[keyof typeof COOKIE_BANNER_VARIANT];
/** Narrows an unknown value to a cookie banner layout. */
export const isCookieBannerVariant = createValueGuard(COOKIE_BANNER_VARIANT);

/** Positions a bar banner may take. */
export const COOKIE_BANNER_BAR_POSITION = { TOP: "TOP", BOTTOM: "BOTTOM" } as const;
/** A bar banner position. */
export type CookieBannerBarPosition = (typeof COOKIE_BANNER_BAR_POSITION)[keyof typeof COOKIE_BANNER_BAR_POSITION];

/** Positions a pop-up banner may take. */
export const COOKIE_BANNER_POPUP_POSITION = {
  TOP_LEFT: "TOP_LEFT",
  TOP_RIGHT: "TOP_RIGHT",
  BOTTOM_LEFT: "BOTTOM_LEFT",
  BOTTOM_RIGHT: "BOTTOM_RIGHT",
} as const;
/** A pop-up banner position. */
export type CookieBannerPopupPosition = (typeof COOKIE_BANNER_POPUP_POSITION)[keyof typeof COOKIE_BANNER_POPUP_POSITION];
/** Narrows an unknown value to a pop-up banner position. */
export const isCookieBannerPopupPosition = createValueGuard(COOKIE_BANNER_POPUP_POSITION);

/** Colour themes of the banner. */
export const COOKIE_BANNER_THEME = { LIGHT: "LIGHT", DARK: "DARK" } as const;
/** A banner theme. */
export type CookieBannerTheme = (typeof COOKIE_BANNER_THEME)[keyof typeof COOKIE_BANNER_THEME];
/** Narrows an unknown value to a banner theme. */
export const isCookieBannerTheme = createValueGuard(COOKIE_BANNER_THEME);

/** How the banner's accept control is drawn. */
export const COOKIE_BANNER_CTA_VARIANT = { TEXT: "TEXT", BUTTON: "BUTTON", ICON: "ICON" } as const;
/** A banner call-to-action variant. */
export type CookieBannerCtaVariant = (typeof COOKIE_BANNER_CTA_VARIANT)[keyof typeof COOKIE_BANNER_CTA_VARIANT];
/** Narrows an unknown value to a banner call-to-action variant. */
export const isCookieBannerCtaVariant = createValueGuard(COOKIE_BANNER_CTA_VARIANT);

/** Whether visitors can only accept, or accept and decline. */
export const COOKIE_BANNER_ACCEPT_TYPE = { OPT_IN: "OPT_IN", OPT_IN_AND_OUT: "OPT_IN_AND_OUT" } as const;
/** A banner accept type. */
export type CookieBannerAcceptType = (typeof COOKIE_BANNER_ACCEPT_TYPE)[keyof typeof COOKIE_BANNER_ACCEPT_TYPE];
/** Narrows an unknown value to a banner accept type. */
export const isCookieBannerAcceptType = createValueGuard(COOKIE_BANNER_ACCEPT_TYPE);

/** Values the banner falls back to when its settings are missing or invalid (spec 1 §4). */
export const COOKIE_BANNER_DEFAULTS = {
  variant: COOKIE_BANNER_VARIANT.BAR,
  theme: COOKIE_BANNER_THEME.DARK,
  ctaVariant: COOKIE_BANNER_CTA_VARIANT.ICON,
  acceptType: COOKIE_BANNER_ACCEPT_TYPE.OPT_IN,
  popupPosition: COOKIE_BANNER_POPUP_POSITION.BOTTOM_LEFT,
} as const;
