import { EmptyState } from "../../shell/ui/states";
import type { MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import type { PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { CORE_WEB_VITALS } from "../../../domain/pageSpeed/coreWebVitals";
import { speedFigure } from "./speedFigures";
import { SpeedTables } from "./SpeedTables";
import { MetricValue, PassShare } from "./speedValues";

/** The figures shown beside the Core Web Vitals, smaller: first paint and server answer always, the first tap only when older browsers measured it. */
const SECONDARY: PerformanceMetric[] = ["FCP", "TTFB", "FID"];

/** One figure's card: its plain name, its 75th percentile with the rating, and the sentence explaining it. */
function MetricCard({ summary }: { summary: MetricSummary }) {
  return (
    <div className="total">
      <dt>{speedFigure(summary.metric).name}</dt>
      <dd>
        <MetricValue summary={summary} />
        <p className="speed-explanation">{speedFigure(summary.metric).explanation}</p>
      </dd>
    </div>
  );
}

/**
 * Page speed as visitors' browsers measured it: the three Core Web Vitals search engines judge a
 * site by (main content shown, answer to taps and keys, page jumps), each as its 75th percentile
 * (three in four page views were at least this fast) with its rating and limits, and the share of
 * page views good on all three; the other figures smaller; then the same day by day or week by
 * week, per kind of device and per page.
 */
export function PageSpeed({ speed }: { speed: PageSpeedSummary }) {
  const of = (metric: PerformanceMetric) => speed.metrics.find((summary) => summary.metric === metric)!;
  const secondary = SECONDARY.map(of).filter((summary) => summary.metric !== "FID" || summary.samples > 0);
  return (
    <section>
      <h2 className="section-title">Page speed</h2>
      {speed.views === 0 ? (
        <EmptyState title="No page speed figures in this period">Visitors' browsers report how fast each page was as they leave it.</EmptyState>
      ) : (
        <div className="stack">
          <p className="field-help">
            Measured by visitors' browsers on {speed.views.toLocaleString()} page {speed.views === 1 ? "view" : "views"}. Each figure is the value three in four
            views were at least as fast as. Search engines judge a site by the first three.
          </p>
          <dl className="speed-cards">
            {CORE_WEB_VITALS.map((metric) => (
              <MetricCard key={metric} summary={of(metric)} />
            ))}
            <div className="total">
              <dt>Good on all three</dt>
              <dd>
                <PassShare passing={speed.passing} />
                <p className="speed-explanation">
                  {speed.passing.judged === 0
                    ? "No browser in this period measured these three figures."
                    : `Page views whose main content, answers and page jumps were all good, of the ${speed.passing.judged.toLocaleString()} that measured them.`}
                </p>
              </dd>
            </div>
          </dl>
          <h3 className="speed-subtitle">Other figures</h3>
          <dl className="speed-cards speed-cards--secondary">
            {secondary.map((summary) => (
              <MetricCard key={summary.metric} summary={summary} />
            ))}
          </dl>
          <SpeedTables speed={speed} />
        </div>
      )}
    </section>
  );
}
