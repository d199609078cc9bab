/** The performance metrics a visitor's browser measures of a page (spec 2 §9). */
export const PERFORMANCE_METRICS = ["CLS", "FCP", "FID", "LCP", "TTFB"] as const;

/**
 * What the runtime measures and owners read: spec 2 §9's five and INP (interaction to next
 * paint), which replaced FID among the Core Web Vitals in 2024; FID stays for browsers that
 * cannot time every interaction.
 */
export const PAGE_SPEED_METRICS = [...PERFORMANCE_METRICS, "INP"] as const;

/** One of the measured page speed metrics. */
export type PerformanceMetric = (typeof PAGE_SPEED_METRICS)[number];
