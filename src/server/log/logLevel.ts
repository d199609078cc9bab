/** The levels LOG_LEVEL accepts, most severe first; "silent" writes nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** How much the server writes to its log (pino's levels). */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a text is one of the levels, so the configuration can refuse anything else. */
export function isLogLevel(text: string): text is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(text);
}
