/** Socket errors of a database server that is down, restarting or cut off from this one. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * PostgreSQL's own words for a connection it ends or refuses: 57P01 admin_shutdown (a restart, a
 * failover, pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
 * or shutting down); every code of class 08 (connection exception) is one too.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03"]);

/**
 * pg's messages for a connection lost or never made, which carry no code: "Connection terminated
 * unexpectedly" (the link dropped), "Connection terminated due to connection timeout", pg-pool's
 * "timeout exceeded when trying to connect" and a client used after its connection failed.
 */
const LOST_MESSAGES = /^(connection terminated|timeout exceeded when trying to connect|client has encountered a connection error)/i;

/** The errors an error stands for: itself, its cause and, for an AggregateError (one per address tried), each of its errors. */
function* errorsOf(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (typeof error !== "object" || error === null || depth > 4) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* errorsOf(record.cause, depth + 1);
  if (Array.isArray(record.errors)) for (const each of record.errors) yield* errorsOf(each, depth + 1);
}

/**
 * Whether an error means the database cannot be reached right now (refused, reset, terminated,
 * timed out, shutting down), as opposed to a query the database refused. The first is answered
 * 503 with Retry-After and passes by itself when the database is back; the second is a bug or a
 * rule. Only PostgreSQL has a connection to lose: SQLite runs in this process.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const each of errorsOf(error)) {
    const code = typeof each.code === "string" ? each.code : "";
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof each.message === "string" && LOST_MESSAGES.test(each.message)) return true;
  }
  return false;
}
