import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  censusAnswers,
  censusBodySchema,
  censusTargetIdSchema,
  pageSpeedBodySchema,
  quickViewParamsSchema,
  recordHitBodySchema,
} from "../../../domain/api/census";
import type { PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import type { AnalyticsRecorder } from "./analyticsRecorder";
import { deviceOf, isTracked, parseCensusData, referrerHost, visitorIdOf, type CensusData } from "./censusInput";

/** Largest census request body: a census payload and a few fields. */
const CENSUS_BODY_LIMIT = 16 * 1024;

/** What each census path records, and the field naming what it is about. */
const CENSUS_KINDS = {
  "button-click": { kind: "button-click", target: "buttonId" },
  "button-render": { kind: "button-render", target: "buttonId" },
  "form-render": { kind: "form-render", target: "formId" },
  overlay: { kind: "overlay", target: "overlayId" },
} as const;

/** The browser's user agent: the one the census payload names, else the request's. */
function userAgentOf(request: FastifyRequest, data: CensusData): string {
  return data.userAgent || (request.headers["user-agent"] ?? "");
}

/** The form body as an object, or an invalid-input error for anything else. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) throw invalid("The request must be a form.");
  return body as Record<string, unknown>;
}

/**
 * The census endpoints of spec 1 §7. Each checks its form body (bad input is a 400 and stores
 * nothing), applies the tracking rules of spec 1 §6 (an untracked call is answered 202 and not
 * stored) and queues one row for the batched writer; 503 when the writer is saturated. The
 * page-speed call stores a page view's performance metrics the same way, in a table of their own.
 */
export async function registerCensusRoutes(server: FastifyInstance, services: AppServices, recorder: AnalyticsRecorder): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ownRefusals = { answersInvalidInput: true, pagesUnchanged: true } as const;
  const store = (request: FastifyRequest, reply: FastifyReply, kind: string, target: string, visitorCookie: unknown, rawData: unknown) => {
    const website = requireSite(request);
    const data = parseCensusData(rawData);
    const visitorId = visitorIdOf(visitorCookie ?? data.visitorCookie);
    if (!isTracked(request.viewer, data, kind)) return reply.code(202).send({ recorded: false });
    const now = services.clock.now();
    const accepted = recorder.record("censusHits", {
      id: newId(),
      websiteId: website.id,
      kind,
      visitorId,
      newVisit: kind === "pageview" && data.newVisit && visitorId !== "" ? 1 : 0,
      path: data.pagePath.slice(0, 500),
      pageId: data.pageId,
      targetId: target,
      referrer: referrerHost(data.referrer, request.host),
      device: deviceOf(userAgentOf(request, data), data.viewportWidth),
      userAgent: userAgentOf(request, data).slice(0, 500),
      dataJson: JSON.stringify(data),
      day: now.toISOString().slice(0, 10),
      createdAt: now.toISOString(),
    });
    return reply.code(accepted ? 202 : 503).send({ recorded: accepted });
  };

  app.post(
    "/api/census/RecordHit",
    { bodyLimit: CENSUS_BODY_LIMIT, config: ownRefusals, schema: { body: recordHitBodySchema, response: censusAnswers } },
    async (request, reply) => {
      const body = parseInput(recordHitBodySchema, bodyOf(request));
      return store(request, reply, body.event, "", body.ss_cvr, body.data);
    },
  );

  for (const [path, { kind, target }] of Object.entries(CENSUS_KINDS)) {
    app.post(
      `/api/census/${path}`,
      { bodyLimit: CENSUS_BODY_LIMIT, config: ownRefusals, schema: { body: censusBodySchema, response: censusAnswers } },
      async (request, reply) => {
        const body = parseInput(censusBodySchema, bodyOf(request));
        const id = parseInput(censusTargetIdSchema, body[target] ?? "");
        return store(request, reply, kind, id, undefined, body.data);
      },
    );
  }

  app.post(
    "/api/census/RecordQuickView/:id",
    { bodyLimit: CENSUS_BODY_LIMIT, config: ownRefusals, schema: { params: quickViewParamsSchema, body: censusBodySchema, response: censusAnswers } },
    async (request, reply) => {
      if (!isId(request.params.id)) throw notFound("No such item.");
      const body = parseInput(censusBodySchema, bodyOf(request));
      return store(request, reply, "quick-view", request.params.id, undefined, body.data);
    },
  );

  app.post(
    "/api/census/page-speed",
    { bodyLimit: CENSUS_BODY_LIMIT, config: ownRefusals, schema: { body: pageSpeedBodySchema, response: censusAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const body = parseInput(pageSpeedBodySchema, bodyOf(request));
      const data = parseCensusData(body.data);
      if (data.pagePath === "") throw invalid("data must name the page's path.", { data: "must name the page's path." });
      if (!isTracked(request.viewer, data, "page-speed")) return reply.code(202).send({ recorded: false });
      const metric = (name: PerformanceMetric) => (body[name] === undefined ? null : Number(body[name]));
      const now = services.clock.now();
      const accepted = recorder.record("pageSpeedSamples", {
        id: newId(),
        websiteId: website.id,
        path: data.pagePath.slice(0, 500),
        device: deviceOf(userAgentOf(request, data), data.viewportWidth),
        cls: metric("CLS"),
        fcp: metric("FCP"),
        fid: metric("FID"),
        inp: metric("INP"),
        lcp: metric("LCP"),
        ttfb: metric("TTFB"),
        day: now.toISOString().slice(0, 10),
        createdAt: now.toISOString(),
      });
      return reply.code(accepted ? 202 : 503).send({ recorded: accepted });
    },
  );
}
