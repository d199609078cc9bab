/**
 * The shapes of the owner analytics API (docs/visitor-runtime.md), shared by the server that
 * answers it and the configuration area that draws it.
 */

/** Totals of one day or of the whole range. */
export interface VisitCounts {
  visits: number;
  uniqueVisitors: number;
  pageViews: number;
}

/** The owner's analytics summary (see docs/visitor-runtime.md). */
export interface AnalyticsSummary {
  from: string;
  to: string;
  totals: VisitCounts & { formViews: number; formSubmissions: number };
  series: (VisitCounts & { date: string })[];
  topPages: { path: string; pageViews: number }[];
  referrers: { referrer: string; visits: number }[];
  devices: { device: "desktop" | "tablet" | "mobile"; visits: number }[];
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
