import { BlockList } from "../BlockList";
import { formatEventWhen, type EventMoments } from "../../../domain/events/eventDates";
import type { BlogTexts } from "../../../domain/translations/blogTextSources";

/** One event: title, when (in the event's zone) and where, the add-to-calendar file, its blocks and the way back to its events page. */
export function EventPage(props: {
  title: string;
  event: EventMoments & { location: string };
  calendarHref: string;
  blocksHtml: string;
  eventsTitle: string;
  eventsHref: string;
  locale: string;
  /** The events' words in the page's language. */
  texts: BlogTexts;
}) {
  return (
    <article className="tsr-container tsr-post tsr-event">
      <header className="tsr-page-header">
        <p className="tsr-post-meta">
          <a href={props.eventsHref}>{props.eventsTitle}</a>
        </p>
        <h1>{props.title}</h1>
        <p className="tsr-event-when">
          <time dateTime={props.event.start}>{formatEventWhen(props.event, props.locale)}</time> <span className="tsr-event-zone">({props.event.zone})</span>
        </p>
        {props.event.location ? <p className="tsr-event-location">{props.event.location}</p> : null}
        <p>
          <a className="tsr-button tsr-button--outline tsr-button--small tsr-event-calendar" href={props.calendarHref} download>
            {props.texts.addToCalendar}
          </a>
        </p>
      </header>
      <BlockList html={props.blocksHtml} />
      <footer className="tsr-post-footer">
        <a href={props.eventsHref}>{props.texts.allEvents}</a>
      </footer>
    </article>
  );
}
