/** PostgreSQL's text search configurations by language code, for the languages it stems. */
const CONFIGURATIONS: Record<string, string> = {
  ar: "arabic",
  ca: "catalan",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  eu: "basque",
  fi: "finnish",
  fr: "french",
  hu: "hungarian",
  id: "indonesian",
  it: "italian",
  lt: "lithuanian",
  nb: "norwegian",
  nl: "dutch",
  no: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sv: "swedish",
  tr: "turkish",
};

/** The text search configuration of a site's language ("en-GB" gives "english"), "simple" for the others. */
export function searchLanguage(locale: string): string {
  return CONFIGURATIONS[locale.toLowerCase().split(/[-_]/)[0] ?? ""] ?? "simple";
}
