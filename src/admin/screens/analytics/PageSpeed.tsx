import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";
import { DEVICE_LABEL } from "./deviceLabels";
import type { MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import { PERFORMANCE_METRICS } from "../../../domain/enumerations/performanceMetrics";
import { formatPerformance, type PerformanceRating } from "../../../domain/pageSpeed/pageSpeedRatings";
import { speedFigure } from "./speedFigures";

/** The words for each rating. */
const RATING_LABEL: Record<PerformanceRating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

/** A metric's 75th percentile and its rating, or a dash when no page view measured it. */
function MetricValue({ summary }: { summary: MetricSummary | undefined }) {
  if (!summary || summary.p75 === null || summary.rating === null) return <span aria-label="Not measured">–</span>;
  return (
    <span className={`speed-value speed-${summary.rating}`}>
      {formatPerformance(summary.metric, summary.p75)} <span className="speed-rating">{RATING_LABEL[summary.rating]}</span>
    </span>
  );
}

/** A group of page views measured: a kind of device or a page. */
interface MeasuredGroup {
  views: number;
  metrics: MetricSummary[];
}

/** A table's columns: what the group is, its views measured, then every metric by its plain name (explained on the cards above). */
function metricColumns<T extends MeasuredGroup>(header: string, name: (group: T) => string): DataColumn<T>[] {
  return [
    { id: "name", header, cell: name },
    { id: "views", header: "Views measured", cell: (group) => group.views.toLocaleString() },
    ...PERFORMANCE_METRICS.map((metric) => ({
      id: metric,
      header: speedFigure(metric).name,
      cell: (group: T) => <MetricValue summary={group.metrics.find((m) => m.metric === metric)} />,
    })),
  ];
}

const DEVICE_COLUMNS = metricColumns<PageSpeedSummary["devices"][number]>("Device", (group) => DEVICE_LABEL[group.device]);
const PAGE_COLUMNS = metricColumns<PageSpeedSummary["pages"][number]>("Page", (page) => page.path);

/**
 * Page speed as visitors' browsers measured it: each metric's 75th percentile (three in four page
 * views were at least this fast) with its rating, then the same per kind of device and per page,
 * the most measured pages first.
 */
export function PageSpeed({ speed }: { speed: PageSpeedSummary }) {
  return (
    <section>
      <h2 className="section-title">Page speed</h2>
      {speed.views === 0 ? (
        <EmptyState title="No page speed figures in this period">Visitors' browsers report how fast each page was as they leave it.</EmptyState>
      ) : (
        <div className="stack">
          <p className="field-help">
            Measured by visitors' browsers on {speed.views.toLocaleString()} page {speed.views === 1 ? "view" : "views"}. Three in four views were at least this
            fast.
          </p>
          <dl className="speed-cards">
            {speed.metrics.map((summary) => (
              <div className="total" key={summary.metric}>
                <dt>{speedFigure(summary.metric).name}</dt>
                <dd>
                  <MetricValue summary={summary} />
                  <p className="speed-explanation">{speedFigure(summary.metric).explanation}</p>
                </dd>
              </div>
            ))}
          </dl>
          <DataTable caption="Page speed per device" stacksOnPhone columns={DEVICE_COLUMNS} rows={speed.devices} rowKey={(group) => group.device} />
          <DataTable caption="Page speed per page" stacksOnPhone columns={PAGE_COLUMNS} rows={speed.pages} rowKey={(page) => page.path} />
        </div>
      )}
    </section>
  );
}
