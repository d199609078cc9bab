import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  eventRoutes,
  errorReportBodySchema,
  recordEventBodySchema,
  TRACK_PARAMETERS,
  trackAnswers,
  trackQuerySchema,
  traceBodySchema,
} from "../../../domain/api/events";
import { invalid, rateLimited } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { requireSite } from "../../http/requestContext";
import { parseInput, routeInput } from "../../http/validate";
import type { AppServices } from "../../services";
import type { AnalyticsRecorder } from "./analyticsRecorder";

/** Largest RecordEvent or Trace body. */
const EVENT_BODY_LIMIT = 32 * 1024;
/** Largest error report body: a full queue of records with full stacks. */
const ERROR_REPORT_BODY_LIMIT = 128 * 1024;
/** Error reports one client address may send per minute. */
const ERROR_REPORTS_PER_MINUTE = 60;

/** A transparent 1x1 GIF, the answer of the tracking pixel. */
const TRACKING_PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const EXTRA_FIELD = z.string().max(500);
const MAX_EXTRA_FIELDS = 20;
const DATA_MAX_LENGTH = 8192;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function jsonObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === "") return {};
  const value = typeof raw === "string" && raw.length <= DATA_MAX_LENGTH ? parseJson(raw) : undefined;
  if (!value || typeof value !== "object" || Array.isArray(value)) throw invalid("data must be a JSON object.");
  return value as Record<string, unknown>;
}

function isoOf(timestampMs: number): string {
  const date = new Date(timestampMs);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

/**
 * The event endpoints of spec 1 §7: RecordEvent (form-encoded, 202), Trace (a JSON batch, 202),
 * the Track pixel (GET, always a 1x1 GIF; the visit is stored when its parameters are valid)
 * and RecordJavascriptErrors (a JSON array of error records, stored for the owner, rate
 * limited per client address). Bad bodies get 400 and store nothing.
 */
export async function registerEventRoutes(server: FastifyInstance, services: AppServices, recorder: AnalyticsRecorder): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const now = () => services.clock.now().toISOString();
  const answer = (accepted: boolean) => (accepted ? 202 : 503);

  app.route({
    ...eventRoutes.recordEvent,
    bodyLimit: EVENT_BODY_LIMIT,
    config: { answersInvalidInput: true, pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      const body = parseInput(recordEventBodySchema, request.body ?? {});
      const extras: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        if (key === "event" || key === "data" || key === "crumb") continue;
        if (Object.keys(extras).length >= MAX_EXTRA_FIELDS) throw invalid(`At most ${MAX_EXTRA_FIELDS} extra fields are accepted.`);
        extras[key.slice(0, 64)] = parseInput(EXTRA_FIELD, value);
      }
      const data = { ...extras, data: jsonObject(body.data) };
      const accepted = recorder.record("analyticsEvents", {
        id: newId(),
        websiteId: website.id,
        kind: "event",
        event: body.event,
        dataJson: JSON.stringify(data),
        createdAt: now(),
      });
      return reply.code(answer(accepted)).send({ recorded: accepted });
    },
  });

  app.route({
    ...eventRoutes.trace,
    bodyLimit: EVENT_BODY_LIMIT,
    config: { answersInvalidInput: true, pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      const body = routeInput(request, traceBodySchema, request.body);
      const events =
        "events" in body
          ? body.events
          : body.data.map(({ type, pageUrl, data, stack }) => ({
              event: type,
              data: { pageUrl, data, ...(stack ? { stack } : {}) },
              timestamp: services.clock.now().getTime(),
            }));
      let accepted = true;
      for (const item of events) {
        const dataJson = JSON.stringify({ data: item.data, timestamp: item.timestamp });
        accepted =
          recorder.record("analyticsEvents", { id: newId(), websiteId: website.id, kind: "trace", event: item.event, dataJson, createdAt: now() }) && accepted;
      }
      return reply.code(answer(accepted)).send({ recorded: accepted });
    },
  });

  app.get(
    "/api/track/Track",
    { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: { querystring: trackQuerySchema, response: trackAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const parsed = trackQuerySchema.safeParse(request.query ?? {});
      if (parsed.success) {
        const fields = Object.fromEntries(TRACK_PARAMETERS.map((name) => [name, typeof parsed.data[name] === "string" ? parsed.data[name] : ""]));
        recorder.record("analyticsEvents", {
          id: newId(),
          websiteId: website.id,
          kind: "track",
          event: "landing",
          dataJson: JSON.stringify(fields),
          createdAt: now(),
        });
      }
      return reply
        .code(parsed.success ? 200 : 400)
        .type("image/gif")
        .header("Cache-Control", "no-store")
        .send(TRACKING_PIXEL);
    },
  );

  app.route({
    ...eventRoutes.javascriptErrors,
    bodyLimit: ERROR_REPORT_BODY_LIMIT,
    config: { jsonBody: "list", answersInvalidInput: true, pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      const records = parseInput(errorReportBodySchema, request.body);
      const limit = await services.rateLimiter.hit(`js-errors:${website.id}:${request.ip}`, ERROR_REPORTS_PER_MINUTE, 60_000);
      if (!limit.allowed) throw rateLimited("Too many error reports. Please try again later.", limit.retryAfterSeconds);
      let accepted = true;
      for (const record of records) {
        const d = record.data;
        accepted =
          recorder.record("javascriptErrors", {
            id: newId(),
            websiteId: website.id,
            message: d.message,
            file: d.file,
            lineNumber: d.line,
            columnNumber: d.column,
            stack: d.stack,
            url: d.url,
            userAgent: d.userAgent,
            app: d.app,
            event: record.event,
            reportedAt: isoOf(record.timestamp),
            createdAt: now(),
          }) && accepted;
      }
      return reply.code(answer(accepted)).send({ recorded: accepted });
    },
  });
}
