import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import type { SiteLanguage } from "../../../domain/translations/languagePaths";
import type { Website } from "../sites/websiteRecord";

/** The site's languages as its pages are served in them: the primary one first (prefix ""), then each additional one; only the primary when it has no others. */
export function siteLanguages(website: Website): SiteLanguage[] {
  const { languages } = readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]);
  return [{ locale: website.locale, pathPrefix: "" }, ...languages.map(({ locale, pathPrefix }) => ({ locale, pathPrefix }))];
}
