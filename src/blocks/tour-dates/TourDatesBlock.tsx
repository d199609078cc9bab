import { formatEventDay } from "../../domain/events/eventDates";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { eventsMoment, eventsOf } from "../shared/listingSource";
import { tourDatesSchema, type TourDatesSettings } from "./schema";

/** Renders the upcoming events of an events page, soonest first: date (in the event's zone), title linking to the event, and place. */
export function TourDatesBlock({ id, settings, context }: BlockRenderProps<TourDatesSettings>) {
  const source = eventsOf(context, settings.collectionId);
  const now = eventsMoment(context);
  const upcoming = (source?.events ?? []).filter((event) => event.end >= now).slice(0, settings.limit);
  return (
    <BlockFrame id={id} type={tourDatesSchema.type} code={tourDatesSchema.code}>
      {upcoming.length === 0 ? (
        <p className="tsr-empty">No upcoming dates.</p>
      ) : (
        <ol className="tsr-tour-dates">
          {upcoming.map((event) => (
            <li key={event.id} className="tsr-tour-dates__date">
              <time dateTime={event.start}>{formatEventDay(event, context.locale)}</time>
              <a href={event.url}>{event.title}</a>
              <span className="tsr-tour-dates__place">{event.location}</span>
            </li>
          ))}
        </ol>
      )}
    </BlockFrame>
  );
}
