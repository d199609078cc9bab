import { z } from "zod";
import { isKnownTimeZone } from "./zonedTime";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The words an owner reads when an event's fields do not fit. */
export const EVENT_MESSAGES = {
  date: "Give the date as a year, month and day (2026-11-28).",
  time: "Give the time as hours and minutes (19:30).",
  timeZone: "Choose a known time zone, such as Europe/Paris.",
  endAfterStart: "The event must end after it starts.",
  location: "A location has at most 300 characters.",
} as const;

/**
 * An event's own fields, as the owner enters them and the database keeps them: the wall-clock
 * dates and times at the event's place, with the IANA time zone that turns them into moments.
 * The browser and the server check them with this one schema.
 */
export const eventDetailsSchema = z
  .strictObject({
    startDate: z.string().refine(isCalendarDate, EVENT_MESSAGES.date),
    startTime: z.string().regex(TIME, EVENT_MESSAGES.time),
    endDate: z.string().refine(isCalendarDate, EVENT_MESSAGES.date),
    endTime: z.string().regex(TIME, EVENT_MESSAGES.time),
    timeZone: z.string().max(100).refine(isKnownTimeZone, EVENT_MESSAGES.timeZone),
    location: z.string().trim().max(300, EVENT_MESSAGES.location),
  })
  .refine((event) => `${event.endDate}T${event.endTime}` > `${event.startDate}T${event.startTime}`, {
    message: EVENT_MESSAGES.endAfterStart,
    path: ["endTime"],
  });

/** An event's own fields (see eventDetailsSchema). */
export type EventDetails = z.output<typeof eventDetailsSchema>;
