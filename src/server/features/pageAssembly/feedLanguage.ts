import type { FeedFormat } from "../../../domain/feedPaths";
import { languagePath } from "../../../domain/translations/languagePaths";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";

/** The additional language a feed is read in (`/fr/journal/rss.xml`): its path prefix and the site's translations into it. */
export interface FeedLanguage {
  pathPrefix: string;
  translations: TranslationLookup;
}

/** A path of the site as a feed in `language` links it: under its prefix, or as it is in the primary language. */
export function feedPath(language: FeedLanguage | undefined, path: string): string {
  return language ? languagePath(language.pathPrefix, path) : path;
}

/** The opening of every Atom feed the feed library writes, which names no language. */
const ATOM_OPENING = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * A feed as the feed library wrote it, with its language named in Atom too: the library writes
 * RSS's `<language>` but no `xml:lang`, so the Atom feed's root gets the locale.
 */
export function feedInLanguage(xml: string, format: FeedFormat, locale: string): string {
  return format === "atom" ? xml.replace(ATOM_OPENING, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.replace(/[^A-Za-z0-9-]/g, "")}">`) : xml;
}
