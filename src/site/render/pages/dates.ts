import { dateTimeFormat } from "../../../domain/keptFormatters";
/** A date as readers of the site's locale write it, in the site's time zone. */
export function formatPublishedDate(iso: string, locale: string, timeZone: string): string {
  try {
    return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
