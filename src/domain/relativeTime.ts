import { invalid } from "./errors";

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

function about(count: number, unit: string): string {
  return `about ${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * Text of a relative-time display (spec 2 §9): "just now" at 0 s, "about N seconds ago" below 60 s,
 * then whole minutes, hours and days, singular for 1. Times in the future read as "just now".
 */
export function relativeTimeText(secondsAgo: number): string {
  if (!Number.isFinite(secondsAgo)) throw invalid("Elapsed time must be a finite number of seconds.");
  const seconds = Math.max(0, Math.floor(secondsAgo));
  if (seconds === 0) return "just now";
  if (seconds < SECONDS_PER_MINUTE) return about(seconds, "second");
  if (seconds < SECONDS_PER_HOUR) return about(Math.floor(seconds / SECONDS_PER_MINUTE), "minute");
  if (seconds < SECONDS_PER_DAY) return about(Math.floor(seconds / SECONDS_PER_HOUR), "hour");
  return about(Math.floor(seconds / SECONDS_PER_DAY), "day");
}
