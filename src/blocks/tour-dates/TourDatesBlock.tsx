import { formatEventDay } from "../../domain/events/eventDates";
import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { eventsMoment, eventsOf } from "../shared/listingSource";
import { tourDatesSchema, type TourDatesSettings } from "./schema";

/** Renders the upcoming events of an events page, soonest first: date (in the event's zone), title linking to the event, and place; its empty line in the page's words. */
export function TourDatesBlock({ id, settings, context }: BlockRenderProps<TourDatesSettings>) {
  const source = eventsOf(context, settings.collectionId);
  const now = eventsMoment(context);
  const upcoming = (source?.events ?? []).filter((event) => event.end >= now).slice(0, settings.limit);
  return (
    <BlockFrame id={id} type={tourDatesSchema.type} code={tourDatesSchema.code}>
      {upcoming.length === 0 ? (
        <p className="tsr-empty">{(context.storeTexts ?? PRIMARY_STORE_TEXTS).noUpcomingDates}</p>
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
