/** A language a site's pages are served in: its locale and the path prefix of its addresses ("" for the primary language). */
export interface SiteLanguage {
  locale: string;
  pathPrefix: string;
}

/** A request's path read against the site's additional languages: the language its first segment names and the path inside it. */
export interface PathInLanguage {
  language: SiteLanguage;
  /** The path without the prefix: "/about" for "/fr/about", "/" for "/fr". */
  innerPath: string;
}

/** The additional language whose prefix starts `path` ("/fr/about", "/fr"), or null when none does. */
export function languageOfPath(languages: readonly SiteLanguage[], path: string): PathInLanguage | null {
  const segments = path.split("/").filter(Boolean);
  const first = segments[0];
  if (first === undefined) return null;
  const language = languages.find((l) => l.pathPrefix === first);
  return language ? { language, innerPath: `/${segments.slice(1).join("/")}` } : null;
}

/** The address of `path` in a language: the path itself for the primary language (""), else under its prefix ("/fr", "/fr/about"). */
export function languagePath(pathPrefix: string, path: string): string {
  if (pathPrefix === "") return path;
  return path === "/" ? `/${pathPrefix}` : `/${pathPrefix}${path}`;
}

/** A language's own name in that language, without its region ("Français" for fr-FR), with its first letter as a title's; the locale itself if unknown. */
export function languageName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: "language" }).of(new Intl.Locale(locale).language);
  } catch {
    name = undefined;
  }
  if (!name) return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A language's short name for a compact switcher: its language code in capitals ("FR" for fr-FR); the locale itself if unreadable. */
export function languageShortName(locale: string): string {
  try {
    return new Intl.Locale(locale).language.toUpperCase();
  } catch {
    return locale.toUpperCase();
  }
}

/** One language of a site as a page links it: to the same page in that language. */
export interface LanguageLink {
  locale: string;
  /** The language's own name ("Français"). */
  name: string;
  href: string;
  /** The language the page is shown in. */
  current: boolean;
}

/**
 * The links from a page to itself in each of the site's languages (the primary one first, its
 * prefix ""), `path` being the page's address inside its language; `samePage` false sends every
 * language to its home page (a page that exists only in the primary language).
 */
export function languageLinks(languages: readonly SiteLanguage[], currentPrefix: string, path: string, samePage = true): LanguageLink[] {
  return languages.map((language) => ({
    locale: language.locale,
    name: languageName(language.locale),
    href: languagePath(language.pathPrefix, samePage ? path : "/"),
    current: language.pathPrefix === currentPrefix,
  }));
}

/** An address attribute of rendered HTML (a link's href, a form's action) holding a path of the site. */
const SITE_ADDRESS = /(\s(?:href|action)=")(\/[^"]*)"/g;

/**
 * Rendered HTML with every link to the site's own pages under a language's prefix, so a page in
 * that language links on in it: an address is moved when it is the home page ("/") or its first
 * segment is one of `served` (the slugs of what the language serves); media, files, the API,
 * other hosts and anything else keep their address.
 */
export function hrefsInLanguage(html: string, pathPrefix: string, served: ReadonlySet<string>): string {
  if (pathPrefix === "") return html;
  return html.replace(SITE_ADDRESS, (whole, attribute: string, address: string) => {
    if (address.startsWith("//")) return whole;
    const path = address.split(/[?#]/)[0] ?? "";
    const first = path.split("/")[1] ?? "";
    if (first !== "" && !served.has(first)) return whole;
    const rest = address.slice(path.length);
    return `${attribute}${languagePath(pathPrefix, path)}${rest}"`;
  });
}
