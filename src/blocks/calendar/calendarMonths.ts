import type { PublishedEvent } from "../../domain/events/eventsCollection";
import { dateTimeFormat } from "../../domain/keptFormatters";

/** A month as "2026-11". */
export type MonthKey = string;

/** One day cell of a month grid: its date ("2026-11-28") and the events starting on it, or null for a blank before the 1st or after the last. */
export type CalendarDay = { date: string; day: number; events: PublishedEvent[] } | null;

/** How many months before and after today's the calendar offers at most. */
const MONTHS_BACK = 12;
const MONTHS_AHEAD = 24;

function monthIndex(key: MonthKey): number {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return year * 12 + month - 1;
}

function monthKeyOf(index: number): MonthKey {
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The months the calendar shows: from the earliest to the latest month holding an event, always including today's, within a year back and two ahead. */
export function calendarMonths(events: readonly PublishedEvent[], today: string): MonthKey[] {
  const current = monthIndex(today.slice(0, 7));
  const indexes = events.map((event) => monthIndex(event.startDate.slice(0, 7))).filter((i) => i >= current - MONTHS_BACK && i <= current + MONTHS_AHEAD);
  const first = Math.min(current, ...indexes);
  const last = Math.max(current, ...indexes);
  const months: MonthKey[] = [];
  for (let i = first; i <= last; i++) months.push(monthKeyOf(i));
  return months;
}

/** The month before or after. */
export function shiftMonth(key: MonthKey, by: number): MonthKey {
  return monthKeyOf(monthIndex(key) + by);
}

/**
 * A month as weeks of seven cells, starting on Monday or Sunday; each day holds the events
 * starting on it by their own wall-clock date (an event at 23:00 in Tokyo is on Tokyo's day).
 */
export function monthWeeks(key: MonthKey, events: readonly PublishedEvent[], weekStartsOn: "monday" | "sunday"): CalendarDay[][] {
  const [year, month] = key.split("-").map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const lead = weekStartsOn === "monday" ? (firstWeekday + 6) % 7 : firstWeekday;
  const cells: CalendarDay[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) {
    const date = `${key}-${String(day).padStart(2, "0")}`;
    cells.push({ date, day, events: events.filter((event) => event.startDate === date) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The names of the week's days in the site's locale, long and short, starting on Monday or Sunday. */
export function weekdayNames(locale: string, weekStartsOn: "monday" | "sunday"): { long: string; short: string }[] {
  const start = weekStartsOn === "monday" ? 5 : 4;
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(1970, 0, start + i));
    return {
      long: dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date),
      short: dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(date),
    };
  });
}
