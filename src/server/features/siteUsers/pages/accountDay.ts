/** A day as the account page writes it in its language ("3 December 2026" in en-GB, "3 décembre 2026" in fr-FR). */
export function accountDay(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
