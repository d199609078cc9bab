import { analyticsRoutes, type AnalyticsSummary, type ErrorGroup, type FailedLoad } from "../../../domain/api/analytics";
import { call } from "../../api/call";

export type { AnalyticsSummary, ErrorGroup, FailedLoad };

/** The analytics calls, made from the routes of src/domain/api/analytics.ts. */
export const analyticsApi = {
  summary: (from: string, to: string) => call(analyticsRoutes.summary, { query: { from, to } }),
  errors: () => call(analyticsRoutes.errors, {}),
};
