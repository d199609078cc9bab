/** The page in another language, as its head links it (`<link rel="alternate" hreflang>`). */
export interface Alternate {
  hreflang: string;
  href: string;
}

function baseOf(tag: string): string {
  return tag.toLowerCase().split("-")[0] ?? "";
}

function matches(wanted: string, tag: string, exact: boolean): boolean {
  return exact ? wanted.toLowerCase() === tag.toLowerCase() : baseOf(wanted) === baseOf(tag);
}

/**
 * The language to suggest to a visitor, from the languages their browser asks for in order
 * (Accept-Language, as `navigator.languages`): the first one the site has, exactly or by its base
 * language; null when that one is the page's own language (or comes before any the site has), so
 * a visitor already reading a language they asked for is never sent elsewhere.
 */
export function suggestedLanguage(preferred: readonly string[], pageLang: string, alternates: readonly Alternate[]): Alternate | null {
  for (const exact of [true, false]) {
    for (const wanted of preferred) {
      if (matches(wanted, pageLang, exact)) return null;
      const found = alternates.find((alternate) => matches(wanted, alternate.hreflang, exact));
      if (found) return found;
    }
  }
  return null;
}
