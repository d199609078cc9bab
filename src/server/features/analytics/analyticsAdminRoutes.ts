import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activityQuerySchema, analyticsRoutes } from "../../../domain/api/analytics";
import { csvAnswers } from "../../../domain/api/formData";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { invalid } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import type { AnalyticsRecorder } from "./analyticsRecorder";
import { activityCsv, activityReport } from "./activityReport";

const activityRead = { access: { permission: PERMISSION.ACTIVITY, mode: "read" as const } };

/** Longest range the summary covers, in days. */
const MAX_SUMMARY_DAYS = 366;
/** The range the summary covers when none is asked: the last 30 days. */
const DEFAULT_SUMMARY_DAYS = 30;

/** The range of days a query asks for, by default the last 30 up to today; refuses a reversed or too long one. */
function rangeOf(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_SUMMARY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  if (from > to) throw invalid("from must not be after to.", { from: "must not be after to." });
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_SUMMARY_DAYS) throw invalid(`The range must be at most ${MAX_SUMMARY_DAYS} days.`);
  return { from, to };
}

/**
 * The owner's analytics (activity permission, read): GET /api/config/analytics/summary for a
 * range of days, GET /api/config/analytics/errors for the grouped browser errors and the
 * addresses visitors' browsers could not load, and GET /api/config/analytics/activity (with its
 * CSV at /activity/csv) for the landings, events, traces, failed loads and popup showings and
 * sign-ups the runtime recorded. Each
 * writes out what is still queued first, so a report includes the hits that just arrived.
 */
export async function registerAnalyticsAdminRoutes(server: FastifyInstance, services: AppServices, recorder: AnalyticsRecorder): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...analyticsRoutes.summary,
    config: activityRead,
    handler: async (request) => {
      const website = requireSite(request);
      const { from, to } = rangeOf(request.query, services.clock.now().toISOString().slice(0, 10));
      await recorder.flush();
      return services.analyticsQueries.summary(website.id, from, to);
    },
  });

  app.route({
    ...analyticsRoutes.errors,
    config: activityRead,
    handler: async (request) => {
      const website = requireSite(request);
      await recorder.flush();
      const [groups, failedLoads] = await Promise.all([services.analyticsQueries.errorGroups(website.id), services.analyticsQueries.failedLoads(website.id)]);
      return { groups, failedLoads };
    },
  });

  app.route({
    ...analyticsRoutes.activity,
    config: activityRead,
    handler: async (request) => {
      const website = requireSite(request);
      const { from, to } = rangeOf(request.query, services.clock.now().toISOString().slice(0, 10));
      await recorder.flush();
      return activityReport(services.db, website.id, request.query.kind, from, to);
    },
  });

  app.get(
    `${analyticsRoutes.activity.url}/csv`,
    { config: activityRead, schema: { querystring: activityQuerySchema, response: csvAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const { from, to } = rangeOf(request.query, services.clock.now().toISOString().slice(0, 10));
      await recorder.flush();
      const { fileName, csv } = await activityCsv(services.db, website.id, request.query.kind, from, to);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Cache-Control", "no-store")
        .send(csv);
    },
  );
}
