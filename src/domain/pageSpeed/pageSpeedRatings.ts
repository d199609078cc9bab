import type { PerformanceMetric } from "../enumerations/performanceMetrics";

/** How a metric reads and where its ratings change (Tessera's own values: the thresholds of Google's Core Web Vitals). */
export interface PerformanceMetricDefinition {
  /** "ms" for times, "score" for the unitless layout shift. */
  unit: "ms" | "score";
  /** The highest value still rated good. */
  good: number;
  /** The highest value still rated "needs improvement"; above it is poor. */
  poor: number;
  /** The highest value a browser may report; more is refused as not a real measurement. */
  max: number;
}

/** Ten minutes: no real page takes longer to show or answer, so a larger time is refused. */
const MAX_MS = 600_000;

/** Each metric's unit, rating thresholds and largest accepted value (the analytics screen names and explains each in admin/screens/analytics/speedFigures.ts). */
export const PERFORMANCE_METRIC_DEFINITIONS: Record<PerformanceMetric, PerformanceMetricDefinition> = {
  CLS: { unit: "score", good: 0.1, poor: 0.25, max: 100 },
  FCP: { unit: "ms", good: 1800, poor: 3000, max: MAX_MS },
  FID: { unit: "ms", good: 100, poor: 300, max: MAX_MS },
  INP: { unit: "ms", good: 200, poor: 500, max: MAX_MS },
  LCP: { unit: "ms", good: 2500, poor: 4000, max: MAX_MS },
  TTFB: { unit: "ms", good: 800, poor: 1800, max: MAX_MS },
};

/** The ratings a metric's value gets, best first. */
export const PERFORMANCE_RATINGS = ["good", "needs-improvement", "poor"] as const;

/** A metric value's rating. */
export type PerformanceRating = (typeof PERFORMANCE_RATINGS)[number];

/** The rating of one value of a metric: good up to its good threshold, poor above its poor one. */
export function ratePerformance(metric: PerformanceMetric, value: number): PerformanceRating {
  const definition = PERFORMANCE_METRIC_DEFINITIONS[metric];
  if (value <= definition.good) return "good";
  return value <= definition.poor ? "needs-improvement" : "poor";
}

/**
 * The 75th percentile of some values (the nearest rank: the smallest value at least three
 * quarters of them do not exceed), the figure a site's speed is judged by; null for none.
 */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** A metric's value for people: times as "350 ms" or "1.2 s", the layout shift with two decimals. */
export function formatPerformance(metric: PerformanceMetric, value: number): string {
  if (PERFORMANCE_METRIC_DEFINITIONS[metric].unit === "score") return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}
