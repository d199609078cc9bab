import { api } from "../../api/client";

/** Visits, unique visitors and page views of one day or a whole period. */
export interface VisitCounts {
  visits: number;
  uniqueVisitors: number;
  pageViews: number;
}

/** GET /api/config/analytics/summary for a period of days. */
export interface AnalyticsSummary {
  from: string;
  to: string;
  totals: VisitCounts & { formViews: number; formSubmissions: number };
  series: (VisitCounts & { date: string })[];
  topPages: { path: string; pageViews: number }[];
  referrers: { referrer: string; visits: number }[];
  devices: { device: string; visits: number }[];
  formConversions: { formId: string; formName: string; views: number; submissions: number; rate: number }[];
}

/** One group of identical browser errors. */
export interface ErrorGroup {
  message: string;
  file: string;
  line: number;
  count: number;
  firstSeen: string;
  lastSeen: string;
  sampleStack: string;
  sampleUrl: string;
}

/** The analytics calls. */
export const analyticsApi = {
  summary: (from: string, to: string) => api.get<AnalyticsSummary>(`/api/config/analytics/summary?from=${from}&to=${to}`),
  errors: () => api.get<{ groups: ErrorGroup[] }>("/api/config/analytics/errors"),
};
