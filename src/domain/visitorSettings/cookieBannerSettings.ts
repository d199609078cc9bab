import {
  COOKIE_BANNER_ACCEPT_TYPE,
  COOKIE_BANNER_BAR_POSITION,
  COOKIE_BANNER_DEFAULTS,
  COOKIE_BANNER_POPUP_POSITION,
  COOKIE_BANNER_VARIANT,
  isCookieBannerAcceptType,
  isCookieBannerCtaVariant,
  isCookieBannerPopupPosition,
  isCookieBannerTheme,
  isCookieBannerVariant,
  type CookieBannerAcceptType,
  type CookieBannerBarPosition,
  type CookieBannerCtaVariant,
  type CookieBannerPopupPosition,
  type CookieBannerTheme,
  type CookieBannerVariant,
} from "../enumerations/cookieBanner";
import { COOKIE_BANNER_MESSAGES, DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT } from "../messages/cookieBannerMessages";

/** The cookie banner settings as stored (websites.cookie_settings_json) and as the banner reads them (spec 1 §3). */
export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerPosition: CookieBannerBarPosition | CookieBannerPopupPosition;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerAcceptType: CookieBannerAcceptType;
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** The owner's choice that Decline only hides the banner and the visitor cookies keep counting visits; off unless chosen. */
  keepVisitorCookiesAfterDecline: boolean;
}

/** The API form of the settings: the stored ones plus the two derived flags of spec 1 §3. */
export interface CookieBannerApiSettings extends CookieBannerSettings {
  /** Comes from isAnalyticsCookiesDisabled. */
  isRestrictiveCookiePolicyEnabled: boolean;
  /** The inverse of isActivityLogEnabled. */
  isVisitorDataRestricted: boolean;
}

/** Longest banner text and call-to-action label accepted. */
export const COOKIE_BANNER_TEXT_LIMITS = { textMaxLength: 2000, ctaMaxLength: 50 } as const;

const EMPTY_PARAGRAPH = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi;

/** Removes empty paragraphs (only spaces, &nbsp; or line breaks) and surrounding space from rich banner text. */
export function stripEmptyParagraphs(text: string): string {
  return text.replace(EMPTY_PARAGRAPH, "").trim();
}

/** A bar takes TOP or BOTTOM: top-left and top-right map to top, anything else to bottom (spec 1 §4). */
export function barPosition(value: unknown): CookieBannerBarPosition {
  return value === "TOP" || value === "TOP_LEFT" || value === "TOP_RIGHT" ? COOKIE_BANNER_BAR_POSITION.TOP : COOKIE_BANNER_BAR_POSITION.BOTTOM;
}

/** A pop-up takes its four corners; top maps to top-left, bottom to bottom-left, default bottom-left (spec 1 §4). */
export function popupPosition(value: unknown): CookieBannerPopupPosition {
  if (isCookieBannerPopupPosition(value)) return value;
  if (value === "TOP") return COOKIE_BANNER_POPUP_POSITION.TOP_LEFT;
  return COOKIE_BANNER_DEFAULTS.popupPosition;
}

function label(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/**
 * The settings with the defaults and normalisation of spec 1 §4 applied: missing or invalid
 * values become the default (text empty-paragraph-stripped else the default sentence, icon,
 * dark, bar, opt-in, Accept and Decline) and the position is fitted to the variant.
 */
export function normalizeCookieBannerSettings(raw: Record<string, unknown>): CookieBannerSettings {
  const variant = isCookieBannerVariant(raw.cookieBannerVariant) ? raw.cookieBannerVariant : COOKIE_BANNER_DEFAULTS.variant;
  const text = typeof raw.cookieBannerText === "string" ? stripEmptyParagraphs(raw.cookieBannerText) : "";
  return {
    isCookieBannerEnabled: raw.isCookieBannerEnabled === true,
    cookieBannerVariant: variant,
    cookieBannerPosition: variant === COOKIE_BANNER_VARIANT.BAR ? barPosition(raw.cookieBannerPosition) : popupPosition(raw.cookieBannerPosition),
    cookieBannerTheme: isCookieBannerTheme(raw.cookieBannerTheme) ? raw.cookieBannerTheme : COOKIE_BANNER_DEFAULTS.theme,
    cookieBannerCtaVariant: isCookieBannerCtaVariant(raw.cookieBannerCtaVariant) ? raw.cookieBannerCtaVariant : COOKIE_BANNER_DEFAULTS.ctaVariant,
    cookieBannerAcceptType: isCookieBannerAcceptType(raw.cookieBannerAcceptType) ? raw.cookieBannerAcceptType : COOKIE_BANNER_ACCEPT_TYPE.OPT_IN,
    cookieBannerText: text === "" ? COOKIE_BANNER_MESSAGES.defaultText : text,
    cookieBannerCtaText: label(raw.cookieBannerCtaText, DEFAULT_COOKIE_BANNER_CTA_TEXT),
    cookieBannerOptOutCtaText: label(raw.cookieBannerOptOutCtaText, DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT),
    isActivityLogEnabled: raw.isActivityLogEnabled !== false,
    isAnalyticsCookiesDisabled: raw.isAnalyticsCookiesDisabled === true,
    isRestrictiveCookiePolicyAbsolute: raw.isRestrictiveCookiePolicyAbsolute === true,
    keepVisitorCookiesAfterDecline: raw.keepVisitorCookiesAfterDecline === true,
  };
}

/** The API form: normalised settings plus isRestrictiveCookiePolicyEnabled and isVisitorDataRestricted. */
export function cookieBannerApiSettings(raw: Record<string, unknown>): CookieBannerApiSettings {
  const settings = normalizeCookieBannerSettings(raw);
  return {
    ...settings,
    isRestrictiveCookiePolicyEnabled: settings.isAnalyticsCookiesDisabled,
    isVisitorDataRestricted: !settings.isActivityLogEnabled,
  };
}
