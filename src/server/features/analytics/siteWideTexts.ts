import { COOKIE_BANNER_ACCEPT_TYPE } from "../../../domain/enumerations/cookieBanner";
import type { TranslationFields } from "../../../domain/translations/translationModel";
import type { SourceText } from "../../../domain/translations/translatableText";
import type { Website } from "../sites/websiteRecord";
import { ANNOUNCEMENT_BAR_KEY, announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf } from "./visitorSettingsPresenter";

/** Which stored settings object of the website a text is kept in. */
type Holder = "cookieSettings" | "popupOverlaySettings" | "mobileInfoBarSettings" | typeof ANNOUNCEMENT_BAR_KEY;

/** One owner-written text every page shows: its field name, its kind (textKinds.ts), whether it is shown now, where it is kept and under which key. */
interface SiteWideText {
  name: string;
  of: string;
  shown: (website: Website) => boolean;
  read: (website: Website) => string;
  holder: Holder;
  key: string;
}

/** Whether the cookie banner shows, and with its Decline button when `decline` (only a banner that lets visitors opt out has one). */
function bannerShows(website: Website, decline: boolean): boolean {
  const banner = cookieBannerOf(website);
  return banner.isCookieBannerEnabled && (!decline || banner.cookieBannerAcceptType === COOKIE_BANNER_ACCEPT_TYPE.OPT_IN_AND_OUT);
}

const cookie = (name: string, of: string, key: "cookieBannerText" | "cookieBannerCtaText" | "cookieBannerOptOutCtaText"): SiteWideText => ({
  name,
  of,
  shown: (website) => bannerShows(website, key === "cookieBannerOptOutCtaText"),
  read: (website) => cookieBannerOf(website)[key],
  holder: "cookieSettings",
  key,
});

const popup = (name: string, of: string, key: "title" | "message" | "ctaText"): SiteWideText => ({
  name,
  of,
  shown: (website) => popupOverlayOf(website).isEnabled,
  read: (website) => popupOverlayOf(website)[key],
  holder: "popupOverlaySettings",
  key,
});

/** The site-wide texts in the order the translation screen lists them. */
const SITE_WIDE_TEXTS: readonly SiteWideText[] = [
  {
    name: "announcementBar.text",
    of: "announcement bar",
    shown: (website) => announcementBarOf(website).isEnabled,
    read: (website) => announcementBarOf(website).text,
    holder: ANNOUNCEMENT_BAR_KEY,
    key: "text",
  },
  cookie("cookieBanner.text", "cookie banner text", "cookieBannerText"),
  cookie("cookieBanner.accept", "cookie banner accept", "cookieBannerCtaText"),
  cookie("cookieBanner.decline", "cookie banner decline", "cookieBannerOptOutCtaText"),
  popup("popup.title", "popup title", "title"),
  popup("popup.message", "popup message", "message"),
  popup("popup.button", "popup button", "ctaText"),
  {
    name: "mobileInfoBar.text",
    of: "mobile info bar",
    shown: (website) => mobileInfoBarOf(website).isEnabled,
    read: (website) => mobileInfoBarOf(website).text,
    holder: "mobileInfoBarSettings",
    key: "text",
  },
];

/** A site's site-wide texts in the primary language: those of the bars, banner and popup it shows, empty ones left out. */
export function siteWideSourceTexts(website: Website): SourceText[] {
  return SITE_WIDE_TEXTS.filter((text) => text.shown(website))
    .map((text) => ({ name: text.name, of: text.of, text: text.read(website) }))
    .filter((text) => text.text.trim() !== "");
}

/**
 * The website as a page in another language shows it: each site-wide text translated in its
 * stored settings (the banner, bars and popup read them from there into the site context), the
 * primary text where the translation has none.
 */
export function websiteInLanguage(website: Website, fields: TranslationFields | undefined): Website {
  if (!fields) return website;
  let shown = website;
  for (const text of SITE_WIDE_TEXTS) {
    const translated = fields[text.name];
    if (translated === undefined || translated.trim() === "") continue;
    if (text.holder === ANNOUNCEMENT_BAR_KEY) {
      const bar = shown.extraSettings[ANNOUNCEMENT_BAR_KEY];
      const kept = typeof bar === "object" && bar !== null ? bar : {};
      shown = { ...shown, extraSettings: { ...shown.extraSettings, [ANNOUNCEMENT_BAR_KEY]: { ...kept, [text.key]: translated } } };
    } else {
      shown = { ...shown, [text.holder]: { ...shown[text.holder], [text.key]: translated } };
    }
  }
  return shown;
}
