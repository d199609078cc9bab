import { COOKIE_BANNER_THEME, type CookieBannerTheme } from "../enumerations/cookieBanner";

/** The announcement bar: a line of text across the top of every page, optionally a link. */
export interface AnnouncementBarSettings {
  /** Stored as websites.show_announcement_bar. */
  isEnabled: boolean;
  text: string;
  /** A content link or an http(s) address; empty for no link. */
  linkUrl: string;
}

/** The mobile information bar: contact shortcuts shown on screens up to 1024 px wide (spec 1 §9). */
export interface MobileInfoBarSettings {
  isEnabled: boolean;
  theme: CookieBannerTheme;
  text: string;
  phoneNumber: string;
  emailAddress: string;
}

/** Bounds of the bars' texts. */
export const BAR_VALUE_LIMITS = { textMaxLength: 200, urlMaxLength: 500, phoneMaxLength: 30, emailMaxLength: 256 } as const;

/** Widest screen that shows the mobile info bar (spec 1 §9). */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** The announcement bar from the show flag and the stored content (extra settings' announcementBar). */
export function normalizeAnnouncementBarSettings(isEnabled: boolean, raw: Record<string, unknown>): AnnouncementBarSettings {
  return { isEnabled, text: text(raw.text, BAR_VALUE_LIMITS.textMaxLength), linkUrl: text(raw.linkUrl, BAR_VALUE_LIMITS.urlMaxLength) };
}

/** Stored mobile info bar settings with missing or invalid values replaced by defaults (off, dark, empty). */
export function normalizeMobileInfoBarSettings(raw: Record<string, unknown>): MobileInfoBarSettings {
  return {
    isEnabled: raw.isEnabled === true,
    theme: raw.theme === COOKIE_BANNER_THEME.LIGHT ? COOKIE_BANNER_THEME.LIGHT : COOKIE_BANNER_THEME.DARK,
    text: text(raw.text, BAR_VALUE_LIMITS.textMaxLength),
    phoneNumber: text(raw.phoneNumber, BAR_VALUE_LIMITS.phoneMaxLength),
    emailAddress: text(raw.emailAddress, BAR_VALUE_LIMITS.emailMaxLength),
  };
}
