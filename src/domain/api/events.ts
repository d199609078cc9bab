import { z } from "zod";
import { ERROR_REPORTER_LIMITS } from "../limits/visitorLimits";
import type { ApiRoute } from "./route";

/** The marketing parameters GET /api/track/Track records (spec 1 §7). */
export const TRACK_PARAMETERS = [
  "landing",
  "refer",
  "rk",
  "lang",
  "screen",
  "source",
  "campaign",
  "subcampaign",
  "channel",
  "subchannel",
  "variation",
  "mkwid",
] as const;

/** Events one Trace call may carry. */
const MAX_TRACE_EVENTS = 100;

const EVENT_NAME = z.string().regex(/^[A-Za-z][\w.:-]{0,63}$/, "must be an event name.");

/** The form body of `POST /api/events/RecordEvent`: the event, its JSON data and up to 20 extra fields. */
export const recordEventBodySchema = z.object({ event: EVENT_NAME, data: z.string().optional(), crumb: z.string().optional() }).catchall(z.unknown());

/** The JSON body of `POST /api/events/Trace`: a batch of events. */
export const traceBodySchema = z.strictObject({
  events: z
    .array(z.strictObject({ event: EVENT_NAME, data: z.record(z.string(), z.unknown()).default({}), timestamp: z.number().min(0).max(1e15) }))
    .min(1)
    .max(MAX_TRACE_EVENTS),
});

const cut = (max: number) => z.string().transform((value) => value.slice(0, max));
const errorRecord = z.strictObject({
  event: z.string().max(100),
  timestamp: z.number().min(0).max(1e15),
  data: z.object({
    websiteId: z.string().max(64).default(""),
    templateId: z.string().max(64).default(""),
    url: cut(2000).default(""),
    userAgent: cut(1000).default(""),
    app: z.string().max(100).default(""),
    message: cut(2000),
    stack: cut(ERROR_REPORTER_LIMITS.maxStackLength + 100).default(""),
    file: cut(2000).default(""),
    line: z.number().int().min(0).max(10_000_000).default(0),
    column: z.number().int().min(0).max(10_000_000).default(0),
  }),
});
/** The JSON body of `POST /api/events/RecordJavascriptErrors`: the browser errors of one page (long texts are cut). */
export const errorReportBodySchema = z.array(errorRecord).min(1).max(ERROR_REPORTER_LIMITS.maxReportsPerPage);

/** The query of `GET /api/track/Track`: the marketing parameters, each at most 2000 characters. */
export const trackQuerySchema = z.object(Object.fromEntries(TRACK_PARAMETERS.map((name) => [name, z.string().max(2000).optional()]))).catchall(z.unknown());

/** The answer of RecordEvent, Trace and RecordJavascriptErrors: 202 with whether it was stored, 503 when the writer is saturated. */
const eventAnswers = {
  202: z.object({ recorded: z.boolean() }),
  503: z.object({ recorded: z.boolean() }),
};

/** The bytes of the tracking pixel's GIF. */
const trackingPixelSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: "string", format: "binary" });

/** The tracking pixel's answers: a 1x1 GIF, with 400 when a parameter is too long (nothing is stored then). */
export const trackAnswers = {
  200: { content: { "image/gif": { schema: trackingPixelSchema } } },
  400: { content: { "image/gif": { schema: trackingPixelSchema } } },
};

/** The visitor event routes the site runtime sends to: a tracking event (form fields), a batch of traces, and the page's browser errors. */
export const eventRoutes = {
  recordEvent: { method: "POST", url: "/api/events/RecordEvent", schema: { body: recordEventBodySchema, response: eventAnswers } },
  trace: { method: "POST", url: "/api/events/Trace", schema: { body: traceBodySchema, response: eventAnswers } },
  javascriptErrors: { method: "POST", url: "/api/events/RecordJavascriptErrors", schema: { body: errorReportBodySchema, response: eventAnswers } },
} satisfies Record<string, ApiRoute>;
