import { api } from "../../api/client";
import type { AnalyticsSummary, ErrorGroup } from "../../../domain/analytics/analyticsShapes";

export type { AnalyticsSummary, ErrorGroup };

/** The analytics calls. */
export const analyticsApi = {
  summary: (from: string, to: string) => api.get<AnalyticsSummary>(`/api/config/analytics/summary?from=${from}&to=${to}`),
  errors: () => api.get<{ groups: ErrorGroup[] }>("/api/config/analytics/errors"),
};
