import { sanitizeRichText } from "../../../blocks/shared/sanitizeRichText";
import {
  normalizeAnnouncementBarSettings,
  normalizeMobileInfoBarSettings,
  type AnnouncementBarSettings,
  type MobileInfoBarSettings,
} from "../../../domain/visitorSettings/barSettings";
import {
  cookieBannerApiSettings,
  normalizeCookieBannerSettings,
  type CookieBannerApiSettings,
  type CookieBannerSettings,
} from "../../../domain/visitorSettings/cookieBannerSettings";
import { normalizePopupOverlaySettings, type PopupOverlaySettings } from "../../../domain/visitorSettings/popupOverlaySettings";
import type { Website } from "../sites/websiteRecord";

/** The extra-settings key that holds the announcement bar's content. */
export const ANNOUNCEMENT_BAR_KEY = "announcementBar";

function objectAt(settings: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = settings[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The banner settings a page carries: normalised, with the owner's text cleaned of anything but formatting and safe links. */
export function cookieBannerOf(website: Website): CookieBannerApiSettings {
  const settings = cookieBannerApiSettings(website.cookieSettings);
  return { ...settings, cookieBannerText: sanitizeRichText(settings.cookieBannerText) };
}

/** The stored form of banner settings: normalised and cleaned, without the derived API flags. */
export function storedCookieBanner(raw: Record<string, unknown>): CookieBannerSettings {
  const settings = normalizeCookieBannerSettings(raw);
  return { ...settings, cookieBannerText: sanitizeRichText(settings.cookieBannerText) };
}

/** The popup overlay settings of a site, normalised. */
export function popupOverlayOf(website: Website): PopupOverlaySettings {
  return normalizePopupOverlaySettings(website.popupOverlaySettings);
}

/** The announcement bar of a site: the show flag and the content kept in extra settings. */
export function announcementBarOf(website: Website): AnnouncementBarSettings {
  return normalizeAnnouncementBarSettings(website.showAnnouncementBar, objectAt(website.extraSettings, ANNOUNCEMENT_BAR_KEY));
}

/** The mobile info bar settings of a site, normalised. */
export function mobileInfoBarOf(website: Website): MobileInfoBarSettings {
  return normalizeMobileInfoBarSettings(website.mobileInfoBarSettings);
}
