import type { z } from "zod";
import type { AnalyticsSummary, ErrorGroup, FailedLoad, errorGroupListSchema } from "../../../domain/api/analytics";
import { api } from "../../api/client";

export type { AnalyticsSummary, ErrorGroup, FailedLoad };

/** The analytics calls; their shapes are the route schemas of src/domain/api/analytics.ts (served in /api/openapi.json). */
export const analyticsApi = {
  summary: (from: string, to: string) => api.get<AnalyticsSummary>(`/api/config/analytics/summary?from=${from}&to=${to}`),
  errors: () => api.get<z.output<typeof errorGroupListSchema>>("/api/config/analytics/errors"),
};
