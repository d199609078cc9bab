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

/** The form body of `POST /api/events/RecordEvent`: the event, its JSON data and up to 20 extra fields (free in the spec; the route counts them and checks each). */
export const recordEventBodySchema = z.object({ event: EVENT_NAME, data: z.string().optional(), crumb: z.string().optional() }).catchall(z.unknown());

/** The runtime's own Trace body (JSON): a batch of named events with their data and the moment each happened. */
const traceBatchSchema = z.strictObject({
  events: z
    // An event's data is free-form, as the page that records it names its own fields.
    .array(z.strictObject({ event: EVENT_NAME, data: z.record(z.string(), z.unknown()).default({}), timestamp: z.number().min(0).max(1e15) }))
    .min(1)
    .max(MAX_TRACE_EVENTS),
});

/** One event of the spec's Trace form (spec 2 §7): the page, its type, its JSON data and an optional stack. */
const traceFormEventSchema = z.strictObject({
  pageUrl: z.string().max(2000),
  type: EVENT_NAME,
  // Free-form, as the page that reports it names its own fields.
  data: z.union([z.string().max(8192), z.record(z.string(), z.unknown())]).default({}),
  stack: z.string().max(8192).optional(),
});

/** Reads a form field's JSON text, refusing text that is not JSON in plain words. */
const jsonText = z.string().transform((raw, context) => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    context.addIssue({ code: "custom", message: "must be a JSON list of events." });
    return z.NEVER;
  }
});

/** The spec's Trace body (spec 2 §7): form field `data` holding a JSON list of events. */
const traceFormSchema = z.object({ data: jsonText.pipe(z.array(traceFormEventSchema).min(1).max(MAX_TRACE_EVENTS)), crumb: z.string().optional() });

/** What `POST /api/events/Trace` takes: the spec's form (field `data`, a JSON list) or the runtime's JSON batch. */
export const traceBodySchema = z.union([traceBatchSchema, traceFormSchema]);

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

/** The query of `GET /api/track/Track`: the marketing parameters, each at most 2000 characters; others pass unread, as a campaign's link may carry any. */
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
