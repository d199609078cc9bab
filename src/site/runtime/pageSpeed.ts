import type { PerformanceMetric } from "../../domain/enumerations/performanceMetrics";
import type { SiteContext } from "../../domain/siteContext";
import { recordPageSpeed } from "../../browser/census/censusClient";
import { LayoutShiftWindows, type LayoutShift } from "../../browser/census/layoutShiftWindows";
import { SlowestInteractions, type InteractionTiming } from "../../browser/census/slowestInteractions";

/** The shortest event duration a browser reports (ms): the lowest 'event' entries allow, so nearly every interaction is seen. */
const EVENT_DURATION_THRESHOLD = 16;

/** Watches entries of one type, those from before the call included; null when the browser lacks the type. */
function observe(type: string, onEntry: (entry: PerformanceEntry) => void, durationThreshold?: number): (() => void) | null {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
  observer.observe({ type, buffered: true, ...(durationThreshold ? { durationThreshold } : {}) } as PerformanceObserverInit);
  return () => observer.takeRecords().forEach(onEntry);
}

/** Whether the browser tells which interaction each event belongs to, which INP needs. */
function timesInteractions(): boolean {
  return typeof PerformanceEventTiming !== "undefined" && "interactionId" in PerformanceEventTiming.prototype;
}

/**
 * Measures this page view's performance metrics (spec 2 §9, with INP) and reports them once, when
 * the visitor first leaves or hides the page: TTFB from the navigation, FCP and LCP from paints
 * the visitor saw (none once the page was hidden, nor LCP after their first key or pointer press),
 * INP from the durations of their clicks, taps and key presses (FID from the first input instead
 * in browsers that cannot tell interactions apart) and CLS from the layout shifts. Entries the
 * browser has not yet handed over are taken as the report leaves. Metrics the browser does not
 * measure are left out, and INP when the visitor did not interact.
 */
export function startPageSpeed(context: SiteContext): void {
  const metrics: Partial<Record<PerformanceMetric, number>> = {};
  let hiddenAt = document.visibilityState === "hidden" ? 0 : Infinity;
  let inputAt = Infinity;
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) metrics.TTFB = navigation.responseStart;
  const shifts = new LayoutShiftWindows();
  const interactions = new SlowestInteractions();
  const inp = timesInteractions();
  const addInteraction = (entry: PerformanceEntry) => interactions.add(entry as unknown as InteractionTiming);
  const pending = [
    observe("paint", (entry) => {
      if (entry.name === "first-contentful-paint" && entry.startTime < hiddenAt) metrics.FCP = entry.startTime;
    }),
    observe("largest-contentful-paint", (entry) => {
      if (entry.startTime < Math.min(inputAt, hiddenAt)) metrics.LCP = entry.startTime;
    }),
    observe(
      "first-input",
      inp
        ? addInteraction
        : (entry) => {
            metrics.FID ??= (entry as PerformanceEventTiming).processingStart - entry.startTime;
          },
    ),
    inp ? observe("event", addInteraction, EVENT_DURATION_THRESHOLD) : null,
  ];
  const takeShifts = observe("layout-shift", (entry) => shifts.add(entry as unknown as LayoutShift));
  const noteInput = (event: Event) => {
    inputAt = Math.min(inputAt, event.timeStamp);
  };
  for (const type of ["keydown", "pointerdown"]) addEventListener(type, noteInput, { once: true, capture: true });

  let sent = false;
  const report = () => {
    if (sent) return;
    sent = true;
    for (const take of [...pending, takeShifts]) take?.();
    hiddenAt = Math.min(hiddenAt, performance.now());
    if (takeShifts) metrics.CLS = shifts.score;
    if (interactions.inp !== null) metrics.INP = interactions.inp;
    recordPageSpeed(context, metrics);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") report();
  });
  addEventListener("pagehide", report);
}
