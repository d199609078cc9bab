import type { PerformanceMetric } from "../../domain/enumerations/performanceMetrics";
import type { SiteContext } from "../../domain/siteContext";
import { recordPageSpeed } from "../../browser/census/censusClient";
import { LayoutShiftWindows, type LayoutShift } from "../../browser/census/layoutShiftWindows";

/** Watches entries of one type, those from before the call included; nothing when the browser lacks the type. */
function observe(type: string, onEntry: (entry: PerformanceEntry) => void): boolean {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  return true;
}

/**
 * Measures this page view's performance metrics (spec 2 §9) and reports them once, when the
 * visitor first leaves or hides the page: TTFB from the navigation, FCP and LCP from paints the visitor
 * saw (none once the page was hidden, nor LCP after their first input), FID from their first
 * input and CLS from the layout shifts. Metrics the browser does not measure are left out.
 */
export function startPageSpeed(context: SiteContext): void {
  const metrics: Partial<Record<PerformanceMetric, number>> = {};
  let hiddenAt = document.visibilityState === "hidden" ? 0 : Infinity;
  let interacted = false;
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) metrics.TTFB = navigation.responseStart;
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint" && entry.startTime < hiddenAt) metrics.FCP = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => {
    if (!interacted && entry.startTime < hiddenAt) metrics.LCP = entry.startTime;
  });
  observe("first-input", (entry) => {
    metrics.FID ??= (entry as PerformanceEventTiming).processingStart - entry.startTime;
  });
  const shifts = new LayoutShiftWindows();
  if (observe("layout-shift", (entry) => shifts.add(entry as unknown as LayoutShift))) metrics.CLS = 0;
  const stopLargestPaint = () => {
    interacted = true;
  };
  for (const type of ["keydown", "pointerdown"]) addEventListener(type, stopLargestPaint, { once: true, capture: true });

  let sent = false;
  const report = () => {
    hiddenAt = Math.min(hiddenAt, performance.now());
    if (sent) return;
    sent = true;
    if (metrics.CLS !== undefined) metrics.CLS = shifts.score;
    recordPageSpeed(context, metrics);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") report();
  });
  addEventListener("pagehide", report);
}
