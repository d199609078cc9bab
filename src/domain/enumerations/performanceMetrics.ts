/** The performance metrics a visitor's browser measures of a page (spec 2 §9). */
export const PERFORMANCE_METRICS = ["CLS", "FCP", "FID", "LCP", "TTFB"] as const;

/** One of the performance metrics. */
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];
