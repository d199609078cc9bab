import type { CoreWebVitalsPass, MetricSummary } from "../../../domain/api/analytics";
import { formatPerformance, type PerformanceRating } from "../../../domain/pageSpeed/pageSpeedRatings";

/** The words for each rating. */
const RATING_LABEL: Record<PerformanceRating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

/** A metric's 75th percentile and its rating in words, or a dash when no page view measured it. */
export function MetricValue({ summary }: { summary: MetricSummary | undefined }) {
  if (!summary || summary.p75 === null || summary.rating === null) return <span aria-label="Not measured">–</span>;
  return (
    <span className={`speed-value speed-${summary.rating}`}>
      {formatPerformance(summary.metric, summary.p75)} <span className="speed-rating">{RATING_LABEL[summary.rating]}</span>
    </span>
  );
}

/** The share of page views good on all three Core Web Vitals as a whole percentage with a bar, or a dash when none measured them. */
export function PassShare({ passing }: { passing: CoreWebVitalsPass }) {
  if (passing.judged === 0) return <span aria-label="Not measured">–</span>;
  const percent = Math.round((passing.passed / passing.judged) * 100);
  return (
    <span className="speed-pass">
      <span className="speed-pass-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      {percent} %
    </span>
  );
}
