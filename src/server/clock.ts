/** The time source of the server, injectable so tests can move time without sleeping. */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Now as the ISO-8601 UTC text every timestamp column holds. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
