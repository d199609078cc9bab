/** A day as the account page writes it in its language ("3 December 2026", "3 décembre 2026"); en-GB's order for the primary English. */
export function accountDay(iso: string, locale: string): string {
  const language = locale.toLowerCase().startsWith("en") ? "en-GB" : locale;
  return new Date(iso).toLocaleDateString(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
