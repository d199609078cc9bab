import type { Logger } from "pino";
import { processLogger } from "./serverLogger";

/** One line of the server's own log: what happened, and the error behind it when there is one. */
export interface LogEntry {
  level: "error" | "warn" | "info";
  message: string;
  /** Where it happened, for example "store.holdSweep" or "mail.send". */
  source: string;
  cause?: string;
  stack?: string;
}

/**
 * Where the server reports what happened: start-up and shutdown, every 5xx, every failed sweep,
 * mail or image job, written somewhere a person can read it whatever LOG_REQUESTS says: a
 * failure is never swallowed.
 */
export interface ServerLog {
  error(source: string, message: string, error?: unknown): void;
  warn(source: string, message: string, error?: unknown): void;
  info(source: string, message: string): void;
}

function entry(level: LogEntry["level"], source: string, message: string, error?: unknown): LogEntry {
  if (error === undefined) return { level, source, message };
  if (error instanceof Error) return { level, source, message, cause: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { level, source, message, cause: String(error) };
}

/** A log that hands each entry to `write`; tests keep the entries to assert on them. */
function logTo(write: (entry: LogEntry) => void): ServerLog {
  return {
    error: (source, message, error) => write(entry("error", source, message, error)),
    warn: (source, message, error) => write(entry("warn", source, message, error)),
    info: (source, message) => write(entry("info", source, message)),
  };
}

/**
 * A log writing through a pino logger: each entry one JSON line with its level, `source` and
 * message, and the error behind it as `err` (its message and stack) or `cause`.
 */
export function pinoLog(logger: Logger): ServerLog {
  const write = (level: LogEntry["level"], source: string, message: string, error?: unknown) => {
    if (error === undefined) logger[level]({ source }, message);
    else if (error instanceof Error) logger[level]({ source, err: error }, message);
    else logger[level]({ source, cause: String(error) }, message);
  };
  return {
    error: (source, message, error) => write("error", source, message, error),
    warn: (source, message, error) => write("warn", source, message, error),
    info: (source, message) => write("info", source, message),
  };
}

/** The running server's log: the process's logger (standard error, LOG_LEVEL). */
export const processLog: ServerLog = pinoLog(processLogger);

/** A log that keeps its entries in memory, for tests that check a failure was reported. */
export function memoryLog(): ServerLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return { entries, ...logTo((line) => entries.push(line)) };
}
