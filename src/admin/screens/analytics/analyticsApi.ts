import { analyticsRoutes, type ActivityReport, type AnalyticsSummary, type ErrorGroup, type FailedLoad } from "../../../domain/api/analytics";
import type { ActivityKind } from "../../../domain/analytics/activityKinds";
import { call } from "../../api/call";

export type { ActivityReport, AnalyticsSummary, ErrorGroup, FailedLoad };

/** The analytics calls, made from the routes of src/domain/api/analytics.ts. */
export const analyticsApi = {
  summary: (from: string, to: string) => call(analyticsRoutes.summary, { query: { from, to } }),
  errors: () => call(analyticsRoutes.errors, {}),
  activity: (kind: ActivityKind, from: string, to: string) => call(analyticsRoutes.activity, { query: { kind, from, to } }),
  /** The CSV download of one kind's entries, a link rather than a call. */
  activityCsvHref: (kind: ActivityKind, from: string, to: string) =>
    `${analyticsRoutes.activity.url}/csv?${new URLSearchParams({ kind, from, to }).toString()}`,
};
