/** A day as mails write it, "3 December 2026" (UTC) in the mail's language, so every mail names a day the same way. */
export function dayInWords(iso: string, locale = "en-GB"): string {
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
