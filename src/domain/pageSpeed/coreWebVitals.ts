import type { PerformanceMetric } from "../enumerations/performanceMetrics";
import { ratePerformance } from "./pageSpeedRatings";

/** The three Core Web Vitals search engines judge a page's speed by, in the order the analytics screen shows them. */
export const CORE_WEB_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly PerformanceMetric[];

/** One of the Core Web Vitals. */
type CoreWebVital = (typeof CORE_WEB_VITALS)[number];

/**
 * Whether one page view passed the Core Web Vitals: true when each of the three its browser
 * measured is good (a view without a click, tap or key press has no INP to fail), null when it
 * measured none of them (a browser that times none of them cannot pass or fail).
 */
export function passesCoreWebVitals(values: Record<CoreWebVital, number | null>): boolean | null {
  const measured = CORE_WEB_VITALS.filter((metric) => values[metric] !== null);
  if (measured.length === 0) return null;
  return measured.every((metric) => ratePerformance(metric, values[metric]!) === "good");
}
