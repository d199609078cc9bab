import type { FastifyReply } from "fastify";
import { eventIcs } from "../../../domain/events/ics";
import type { EventDetailsRow } from "../../../db/schema";
import type { Collection, Item } from "../content/contentRecords";

/**
 * Answers an event's add-to-calendar file (`/<events page>/<event>.ics`): one VEVENT in UTC,
 * downloaded under the event's slug. DTSTAMP is the event's last change, so the same event
 * always gives the same file.
 */
export function sendEventCalendar(reply: FastifyReply, route: { collection: Collection; item: Item; event: EventDetailsRow }, baseUrl: string, host: string) {
  const { item, event, collection } = route;
  const text = eventIcs({
    uid: `${item.id}@${host}`,
    title: item.title,
    description: item.excerpt,
    location: event.location,
    url: `${baseUrl}/${collection.urlSlug}/${item.urlPath}`,
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    stamp: new Date(item.updatedAt),
  });
  return reply
    .header("Content-Type", "text/calendar; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${item.urlSlug}.ics"`)
    .header("Cache-Control", "no-cache")
    .send(text);
}
