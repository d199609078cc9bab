import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { Db } from "../../../db/database";
import type { PublishedEvent } from "../../../domain/events/eventsCollection";
import { eventsRepository, type EventRow } from "./eventsRepository";

/** The first picture of a published layout, for an event's card. */
function firstImage(published: unknown): PublishedEvent["image"] {
  if (published === null || published === undefined) return null;
  const image = blocksOfLayout(renderableLayout(published).layout).find((block) => block.type === "image" && typeof block.settings.src === "string");
  return image ? { src: String(image.settings.src), alt: typeof image.settings.alt === "string" ? image.settings.alt : "" } : null;
}

function publishedEvent(row: EventRow, collectionSlug: string, image: PublishedEvent["image"]): PublishedEvent {
  return {
    id: row.itemId,
    title: row.title,
    url: `/${collectionSlug}/${row.urlPath}`,
    start: row.startsAt,
    end: row.endsAt,
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
    zone: row.timeZone,
    location: row.location,
    excerpt: row.excerpt,
    image,
  };
}

/** A collection's published events split at `now`: upcoming (not yet ended) soonest first, past latest first. */
export interface EventsOfCollection {
  upcoming: PublishedEvent[];
  past: PublishedEvent[];
}

/**
 * The published events of one events collection, as visitors may see them at `now`: the list
 * page, the calendar and tour dates blocks, and summary blocks read them through here.
 */
export async function listPublishedEventsOfCollection(
  db: Db,
  websiteId: string,
  collection: { id: string; urlSlug: string },
  now: Date,
): Promise<EventsOfCollection> {
  const rows = await eventsRepository.live(db, websiteId, collection.id, now);
  const layouts = await eventsRepository.publishedLayouts(
    db,
    websiteId,
    rows.map((row) => row.itemId),
  );
  const events = rows.map((row) => publishedEvent(row, collection.urlSlug, firstImage(layouts.get(row.itemId))));
  const moment = now.toISOString();
  return {
    upcoming: events.filter((event) => event.end >= moment),
    past: events.filter((event) => event.end < moment).reverse(),
  };
}

/** The same events in one list, upcoming first (soonest first), then past (latest first): what a summary shows. */
export async function listPublishedEvents(db: Db, websiteId: string, collection: { id: string; urlSlug: string }, now: Date): Promise<PublishedEvent[]> {
  const { upcoming, past } = await listPublishedEventsOfCollection(db, websiteId, collection, now);
  return [...upcoming, ...past];
}
