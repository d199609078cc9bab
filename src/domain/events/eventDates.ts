import { dateTimeFormat } from "../keptFormatters";
/** What the event date helpers need of an event: its UTC moments and its zone. */
export interface EventMoments {
  start: string;
  end: string;
  zone: string;
}

/**
 * An event's start and end as readers of the site's locale write them, on the clock of the
 * event's own zone (an event in Paris shows Paris times to every visitor), e.g.
 * "Saturday, November 28, 2026, 7:30 – 10:00 PM".
 */
export function formatEventWhen(event: EventMoments, locale: string): string {
  try {
    const format = dateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: event.zone });
    return format.formatRange(new Date(event.start), new Date(event.end));
  } catch {
    return `${event.start} – ${event.end}`;
  }
}

/** An event's day as a short date of the site's locale, in the event's zone, e.g. "Nov 28, 2026". */
export function formatEventDay(event: EventMoments, locale: string): string {
  try {
    return dateTimeFormat(locale, { dateStyle: "medium", timeZone: event.zone }).format(new Date(event.start));
  } catch {
    return event.start.slice(0, 10);
  }
}
