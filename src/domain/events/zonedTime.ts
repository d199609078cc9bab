import { dateTimeFormat } from "../keptFormatters";

/** Whether a name is an IANA time zone this runtime knows (e.g. "Europe/Paris", "UTC"). */
export function isKnownTimeZone(name: string): boolean {
  if (name === "" || name.length > 100) return false;
  try {
    dateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function formatIn(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

/** How many milliseconds the zone's wall clock is ahead of UTC at a moment. */
function offsetAt(moment: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a wall-clock date and time ("2026-11-28", "19:30") happens in an IANA zone. A time
 * the clocks skip in spring is read with the offset before the change (02:30 becomes 03:30); a
 * time they repeat in autumn is its first occurrence.
 */
export function zonedMoment(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  const first = wall - before;
  if (offsetAt(first, timeZone) === before) return new Date(first);
  const second = wall - after;
  return new Date(offsetAt(second, timeZone) === after ? second : first);
}
