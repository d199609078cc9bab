import type { SummaryForRender, SummaryItem } from "../../../blocks/summary/summaryItems";
import { formatEventWhen } from "../../../domain/events/eventDates";
import type { PublishedEvent } from "../../../domain/events/eventsCollection";
import { listPublishedEvents } from "../events/publishedEvents";
import { sortedForSummary, type SummaryRequest } from "./summaryRequest";
import { translatedPost } from "../../../domain/translations/translatedItems";

/**
 * The published events of an events page: upcoming soonest first, then past ones, as the events
 * page lists them ("newest" keeps that order, "oldest" reverses it, "title" sorts by title), each
 * with its (translated) title, its time on its own zone's clock, its location as the excerpt, and its first picture.
 */
export async function eventSummarySource(request: SummaryRequest): Promise<SummaryForRender> {
  const { db, website, collection, settings, now, translations } = request;
  const events = (await listPublishedEvents(db, website.id, collection, now)).map((event) => (translations ? translatedPost(translations, event) : event));
  const ordered =
    settings.sort === "newest" ? events : sortedForSummary(events, settings.sort, { date: (event) => event.start, title: (event) => event.title });
  const shown = ordered.slice(0, settings.count);
  const item = (event: PublishedEvent): SummaryItem => ({
    id: event.id,
    title: event.title,
    url: event.url,
    image: settings.fields.image && event.image ? { src: event.image.src, alt: event.image.alt } : null,
    excerpt: [event.location, event.excerpt].filter(Boolean).join(" — "),
    price: null,
    date: { iso: event.start, text: formatEventWhen(event, translations?.locale ?? website.locale) },
  });
  return { items: shown.map(item), more: events.length > shown.length };
}
