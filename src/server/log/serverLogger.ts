import pino, { type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./logLevel";
import { loggedRequest, REDACTED } from "./loggedRequest";

/**
 * Fields never written, wherever a log call puts them: cookies and the authorization and crumb
 * headers, passwords, tokens, crumbs, the session secret and payment keys. The request
 * serializer writes no headers at all; these catch anything else handed to the logger.
 */
const REDACTED_PATHS = [
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  'headers["x-csrf-token"]',
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
  '*.headers["x-csrf-token"]',
  ...["password", "token", "crumb", "cookie", "sessionSecret", "secretKey", "webhookSecret", "stripeSecretKey", "stripeWebhookSecret"].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/**
 * The server's logger: pino JSON lines at `level`, on standard error unless a test hands its own
 * stream. Fastify writes its request lines through it (LOG_REQUESTS) and the server's own
 * entries go through it (serverLog.ts), so every line has one shape and one redaction.
 */
export function createServerLogger(level: LogLevel, destination: DestinationStream = pino.destination({ dest: 2, sync: true })): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { req: loggedRequest, err: pino.stdSerializers.err },
    },
    destination,
  );
}

/**
 * The process's one logger, at `info` until startServer sets LOG_LEVEL's level. Owned by the
 * process: background work, the database and the command line write through it when no test
 * handed them a log of their own.
 */
export const processLogger = createServerLogger("info");
