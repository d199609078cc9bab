import type { PublishedEvent } from "../../../domain/events/eventsCollection";
import { formatEventWhen } from "../../../domain/events/eventDates";
import type { BlogTexts } from "../../../domain/translations/blogTextSources";

function EventCards(props: { events: PublishedEvent[]; locale: string }) {
  return (
    <ol className="tsr-post-list tsr-event-list">
      {props.events.map((event) => (
        <li key={event.id} className="tsr-post-card">
          <article>
            <h3>
              <a href={event.url}>{event.title}</a>
            </h3>
            <p className="tsr-post-meta">
              <time dateTime={event.start}>{formatEventWhen(event, props.locale)}</time>
              {event.location ? <span className="tsr-event-location"> · {event.location}</span> : null}
            </p>
            {event.excerpt ? <p>{event.excerpt}</p> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}

/** An events page: its title, description, upcoming events soonest first and past events latest first. */
export function EventListPage(props: {
  title: string;
  description: string;
  upcoming: PublishedEvent[];
  past: PublishedEvent[];
  locale: string;
  texts: BlogTexts;
}) {
  return (
    <div className="tsr-container tsr-blog tsr-events">
      <header className="tsr-page-header">
        <h1>{props.title}</h1>
        {props.description ? <p className="tsr-lede">{props.description}</p> : null}
      </header>
      <section aria-labelledby="tsr-upcoming-events">
        <h2 id="tsr-upcoming-events">{props.texts.upcomingEvents}</h2>
        {props.upcoming.length === 0 ? (
          <p className="tsr-empty">{props.texts.noUpcomingEvents}</p>
        ) : (
          <EventCards events={props.upcoming} locale={props.locale} />
        )}
      </section>
      {props.past.length > 0 ? (
        <section aria-labelledby="tsr-past-events">
          <h2 id="tsr-past-events">{props.texts.pastEvents}</h2>
          <EventCards events={props.past} locale={props.locale} />
        </section>
      ) : null}
    </div>
  );
}
