import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { eventsMoment, eventsOf } from "../shared/listingSource";
import { calendarMonths, monthWeeks, shiftMonth, weekdayNames, type MonthKey } from "./calendarMonths";
import { calendarSchema, type CalendarSettings } from "./schema";
import { dateTimeFormat } from "../../domain/keptFormatters";

function monthName(key: MonthKey, locale: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/**
 * Renders an events page's events as month grids, server-side: every month from the first to
 * the last with events (and today's) is in the HTML, today's shown first; the previous and next
 * links are anchors to the other months, which the stylesheet shows by `:target`, so months turn
 * by keyboard and without script. Each day with events lists links to them; the links' spoken names are in the page's words.
 */
export function CalendarBlock({ id, settings, context }: BlockRenderProps<CalendarSettings>) {
  const source = eventsOf(context, settings.collectionId);
  const events = source?.events ?? [];
  const today = (eventsMoment(context) || new Date(0).toISOString()).slice(0, 10);
  const months = calendarMonths(events, today);
  const days = weekdayNames(context.locale, settings.weekStartsOn);
  const anchor = (key: MonthKey) => `calendar-${id}-${key}`;
  const shown = new Set(months);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  return (
    <BlockFrame id={id} type={calendarSchema.type} code={calendarSchema.code}>
      <div className="tsr-calendar">
        {months.map((key) => {
          const previous = shiftMonth(key, -1);
          const next = shiftMonth(key, 1);
          const name = monthName(key, context.locale);
          return (
            <section
              key={key}
              id={anchor(key)}
              className={key === today.slice(0, 7) ? "tsr-calendar__month tsr-calendar__month--current" : "tsr-calendar__month"}
              aria-label={name}
            >
              <div className="tsr-calendar__head">
                {shown.has(previous) ? (
                  <a
                    className="tsr-calendar__turn"
                    href={`#${anchor(previous)}`}
                    aria-label={filledIn(texts.previousMonth, { month: monthName(previous, context.locale) })}
                  >
                    ‹
                  </a>
                ) : (
                  <span className="tsr-calendar__turn" aria-hidden="true" />
                )}
                <h2 className="tsr-calendar__title">{name}</h2>
                {shown.has(next) ? (
                  <a
                    className="tsr-calendar__turn"
                    href={`#${anchor(next)}`}
                    aria-label={filledIn(texts.nextMonth, { month: monthName(next, context.locale) })}
                  >
                    ›
                  </a>
                ) : (
                  <span className="tsr-calendar__turn" aria-hidden="true" />
                )}
              </div>
              <table className="tsr-calendar__grid">
                <thead>
                  <tr>
                    {days.map((day) => (
                      <th key={day.long} scope="col" abbr={day.long}>
                        {day.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(key, events, settings.weekStartsOn).map((week, row) => (
                    <tr key={row}>
                      {week.map((cell, column) =>
                        cell === null ? (
                          <td key={column} className="tsr-calendar__blank" />
                        ) : (
                          <td
                            key={column}
                            data-date={cell.date}
                            className={cell.events.length > 0 ? "tsr-calendar__day tsr-calendar__day--events" : "tsr-calendar__day"}
                            aria-current={cell.date === today ? "date" : undefined}
                          >
                            <span className="tsr-calendar__number">{cell.day}</span>
                            {cell.events.length > 0 ? (
                              <ul>
                                {cell.events.map((event) => (
                                  <li key={event.id}>
                                    <a href={event.url} title={event.title}>
                                      <span className="tsr-calendar__time">{event.startTime}</span> {event.title}
                                    </a>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
    </BlockFrame>
  );
}
