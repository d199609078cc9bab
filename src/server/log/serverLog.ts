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
 * Where background work reports what went wrong. Request logging is optional (LOG_REQUESTS),
 * but a failed sweep, mail or image job is always written somewhere a person can read it:
 * a failure is never swallowed.
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

/** The running server's log: one JSON line per entry on standard error. */
export const stderrLog: ServerLog = logTo((line) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`));

/** A log that keeps its entries in memory, for tests that check a failure was reported. */
export function memoryLog(): ServerLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return { entries, ...logTo((line) => entries.push(line)) };
}
