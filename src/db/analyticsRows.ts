import type { Flag } from "./flag";

/**
 * Row types of the visitor analytics tables (census hits, events, browser error reports),
 * kept apart from schema.ts so each area's rows stay in a file of their own.
 */

/** One census call: a page view, a form or button render or click, an overlay or quick view. */
export interface CensusHitRow {
  id: string;
  websiteId: string;
  /** pageview, form-render, button-render, button-click, overlay, quick-view or another RecordHit event. */
  kind: string;
  /** The id part of the visitor cookie, or "" when the visitor has none (cookies declined). */
  visitorId: string;
  /** 1 when this page view started a visit. */
  newVisit: Flag;
  path: string;
  pageId: string;
  /** What the hit is about: the form, button or product id, else "". */
  targetId: string;
  /** Host of the referring site, "" when direct or from the site itself. */
  referrer: string;
  /** desktop, tablet or mobile. */
  device: string;
  userAgent: string;
  /** The census payload as sent, JSON. */
  dataJson: string;
  /** The UTC day (YYYY-MM-DD) the hit arrived, for daily series. */
  day: string;
  createdAt: string;
}

/** A RecordEvent, Trace or Track call, or a sign-up made in the popup overlay. */
export interface AnalyticsEventRow {
  id: string;
  websiteId: string;
  /** event, trace, track or overlay (event "signup"). */
  kind: string;
  event: string;
  dataJson: string;
  createdAt: string;
}

/** One browser error report (spec 1 §3 error report record). */
export interface JavascriptErrorRow {
  id: string;
  websiteId: string;
  message: string;
  file: string;
  lineNumber: number;
  columnNumber: number;
  stack: string;
  url: string;
  userAgent: string;
  app: string;
  event: string;
  /** The browser's timestamp of the report, ISO-8601. */
  reportedAt: string;
  createdAt: string;
}

/** What a visitor's browser measured of one page view; a metric it did not measure is null. */
export interface PageSpeedSampleRow {
  id: string;
  websiteId: string;
  path: string;
  /** desktop, tablet or mobile. */
  device: string;
  /** Cumulative Layout Shift (a score). */
  cls: number | null;
  /** First Contentful Paint, ms. */
  fcp: number | null;
  /** First Input Delay, ms (browsers that cannot measure INP). */
  fid: number | null;
  /** Interaction to Next Paint, ms: nearly the slowest answer to a click, tap or key press of the page view. */
  inp: number | null;
  /** Largest Contentful Paint, ms. */
  lcp: number | null;
  /** Time to First Byte, ms. */
  ttfb: number | null;
  /** The UTC day (YYYY-MM-DD) the sample arrived. */
  day: string;
  createdAt: string;
}

/** When a site's recorded activity was last trimmed to its retention settings (the retention job's claim). */
export interface AnalyticsRetentionSweepRow {
  websiteId: string;
  sweptAt: string;
}
