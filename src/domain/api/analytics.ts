import { z } from "zod";
import { PAGE_SPEED_METRICS } from "../enumerations/performanceMetrics";
import { PERFORMANCE_RATINGS } from "../pageSpeed/pageSpeedRatings";
import { ACTIVITY_KINDS } from "../analytics/activityKinds";
import type { ApiRoute } from "./route";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "must be a real date.");

/** The range of `GET /api/config/analytics/summary`: days as YYYY-MM-DD, by default the last 30 up to today. */
const analyticsSummaryQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** The kinds of device the census tells apart. */
const deviceSchema = z.enum(["desktop", "tablet", "mobile"]);

/** Totals of one day or of the whole range. */
const visitCountsSchema = z.object({ visits: z.number(), uniqueVisitors: z.number(), pageViews: z.number() });

/** Renders and clicks of each button block, per button and page. */
const buttonClicksSchema = z.array(
  z.object({ buttonId: z.string(), label: z.string(), path: z.string(), renders: z.number(), clicks: z.number(), rate: z.number() }),
);

/** How often each product's quick view was opened. */
const quickViewsSchema = z.array(z.object({ productId: z.string(), productName: z.string(), views: z.number() }));

/** One metric over some page views: its 75th percentile and that value's rating (null when no view measured it), and how many did. */
const metricSummarySchema = z.object({
  metric: z.enum(PAGE_SPEED_METRICS),
  p75: z.number().nullable(),
  rating: z.enum(PERFORMANCE_RATINGS).nullable(),
  samples: z.number(),
});

/** Of some page views, how many measured at least one Core Web Vital (LCP, INP, CLS) and how many of those had each one measured good. */
const coreWebVitalsPassSchema = z.object({ judged: z.number(), passed: z.number() });

/** Some page views measured: how many, each metric's summary and how many passed the Core Web Vitals. */
const measuredGroupSchema = z.object({ views: z.number(), metrics: z.array(metricSummarySchema), passing: coreWebVitalsPassSchema });

/**
 * How fast pages were for visitors: each metric over all page views measured, then per kind of
 * device, per page (the most measured first) and per day or week of the period, oldest first.
 */
const pageSpeedSchema = measuredGroupSchema.extend({
  devices: z.array(measuredGroupSchema.extend({ device: deviceSchema })),
  pages: z.array(measuredGroupSchema.extend({ path: z.string() })),
  trend: z.object({
    step: z.enum(["day", "week"]),
    points: z.array(measuredGroupSchema.extend({ from: z.string(), to: z.string() })),
  }),
});

/** The owner's analytics summary (docs/visitor-runtime.md): totals, a series per day, top pages, referrers, devices, form conversions, button clicks, quick views and page speed. */
const analyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: visitCountsSchema.extend({ formViews: z.number(), formSubmissions: z.number() }),
  series: z.array(visitCountsSchema.extend({ date: z.string() })),
  topPages: z.array(z.object({ path: z.string(), pageViews: z.number() })),
  referrers: z.array(z.object({ referrer: z.string(), visits: z.number() })),
  devices: z.array(z.object({ device: deviceSchema, visits: z.number() })),
  formConversions: z.array(z.object({ formId: z.string(), formName: z.string(), views: z.number(), submissions: z.number(), rate: z.number() })),
  buttonClicks: buttonClicksSchema,
  quickViews: quickViewsSchema,
  pageSpeed: pageSpeedSchema,
});

/** One group of identical browser errors. */
const errorGroupSchema = z.object({
  message: z.string(),
  file: z.string(),
  line: z.number(),
  count: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  sampleStack: z.string(),
  sampleUrl: z.string(),
});

/** One address visitors' browsers could not load (system_network_error events carrying it as urlRequested). */
const failedLoadSchema = z.object({ url: z.string(), count: z.number(), firstSeen: z.string(), lastSeen: z.string() });

/** The answer of `GET /api/config/analytics/errors`: the grouped browser errors and the addresses that failed to load. */
const errorGroupListSchema = z.object({ groups: z.array(errorGroupSchema), failedLoads: z.array(failedLoadSchema) });

/** What `GET /api/config/analytics/activity` and its CSV download (`/activity/csv`, a link, not a call) list: one kind over a range of days, as the summary's range. */
export const activityQuerySchema = analyticsSummaryQuerySchema.extend({ kind: z.enum(ACTIVITY_KINDS).default("landings") });

/** A value (a source, a campaign, a channel) and how many landings carried it; "(none)" for landings without one. */
const landingCountsSchema = z.array(z.object({ value: z.string(), landings: z.number() }));

/** One recorded entry: when, what (an event's name, a landing's source, an address, "Popup shown" or "Signed up"), on which page, and its details. */
const activityRowSchema = z.object({ at: z.string(), name: z.string(), page: z.string(), detail: z.string() });

/** The owner's view of what the runtime records beyond page views, over a range of days. */
const activityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  counts: z.object({
    landings: z.number(),
    events: z.number(),
    traces: z.number(),
    networkErrors: z.number(),
    overlayViews: z.number(),
    overlaySignups: z.number(),
  }),
  landings: z.object({ sources: landingCountsSchema, campaigns: landingCountsSchema, channels: landingCountsSchema }),
  /** Sign-ups in the popup per showing of it (0 without showings). */
  overlayConversionRate: z.number(),
  rows: z.array(activityRowSchema),
  /** Whether the kind has more entries in the range than the list shows (the CSV has them all, up to its limit). */
  more: z.boolean(),
});

/** One recorded entry of the activity list. */
export type ActivityRow = z.output<typeof activityRowSchema>;
/** The owner's activity report. */
export type ActivityReport = z.output<typeof activityReportSchema>;
/** The query of the activity report and its CSV. */
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** Totals of one day or of the whole range. */
export type VisitCounts = z.output<typeof visitCountsSchema>;
/** The owner's analytics summary. */
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;
/** Renders and clicks of each button block. */
export type ButtonClicks = z.output<typeof buttonClicksSchema>;
/** How often each product's quick view was opened. */
export type QuickViews = z.output<typeof quickViewsSchema>;
/** How fast pages were for visitors over a period. */
export type PageSpeedSummary = z.output<typeof pageSpeedSchema>;
/** One metric over some page views. */
export type MetricSummary = z.output<typeof metricSummarySchema>;
/** How many of some page views passed the Core Web Vitals. */
export type CoreWebVitalsPass = z.output<typeof coreWebVitalsPassSchema>;
/** One group of identical browser errors. */
export type ErrorGroup = z.output<typeof errorGroupSchema>;
/** One address visitors' browsers could not load. */
export type FailedLoad = z.output<typeof failedLoadSchema>;

/** The analytics screen's routes (activity permission): the summary of a range of days, and the error groups with the addresses browsers could not load. */
export const analyticsRoutes = {
  summary: {
    method: "GET",
    url: "/api/config/analytics/summary",
    schema: { querystring: analyticsSummaryQuerySchema, response: { 200: analyticsSummarySchema } },
  },
  errors: { method: "GET", url: "/api/config/analytics/errors", schema: { response: { 200: errorGroupListSchema } } },
  activity: {
    method: "GET",
    url: "/api/config/analytics/activity",
    schema: { querystring: activityQuerySchema, response: { 200: activityReportSchema } },
  },
} satisfies Record<string, ApiRoute>;
