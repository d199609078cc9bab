import type { LanguageLink } from "../../../domain/translations/languagePaths";
import type { LanguageTranslations } from "../multilingual/pageTranslations";

/** The language a page of a site with several languages is shown in, and its links to the others. */
export interface PageLanguage {
  /** The language's path prefix, "" for the primary language. */
  pathPrefix: string;
  locale: string;
  /** The page's address inside its language ("/about" for "/fr/about"). */
  innerPath: string;
  /** The page in every language of the site, the primary one first (the switcher's links and the head's alternates). */
  links: LanguageLink[];
  /** Whether the page is served in every language (not a member area), so its head links its alternates. */
  inEveryLanguage: boolean;
  /** The site's translations into the language; absent for the primary language. */
  translations?: LanguageTranslations;
}
