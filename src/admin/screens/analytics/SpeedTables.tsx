import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { DEVICE_LABEL } from "./deviceLabels";
import type { CoreWebVitalsPass, MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import type { PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { CORE_WEB_VITALS } from "../../../domain/pageSpeed/coreWebVitals";
import { speedFigure } from "./speedFigures";
import { MetricValue, PassShare } from "./speedValues";

/** Some page views measured: a day or week, a kind of device or a page. */
interface MeasuredGroup {
  views: number;
  metrics: MetricSummary[];
  passing: CoreWebVitalsPass;
}

/** The column of one metric, under its plain name (explained on the cards above). */
function metricColumn<T extends MeasuredGroup>(metric: PerformanceMetric): DataColumn<T> {
  return { id: metric, header: speedFigure(metric).name, cell: (group) => <MetricValue summary={group.metrics.find((m) => m.metric === metric)} /> };
}

/** What the group is, its views measured, the three Core Web Vitals, the share good on all three, then any other metrics. */
function speedColumns<T extends MeasuredGroup>(header: string, name: (group: T) => ReactNode, others: PerformanceMetric[]): DataColumn<T>[] {
  return [
    { id: "name", header, cell: name },
    { id: "views", header: "Views measured", cell: (group) => group.views.toLocaleString() },
    ...CORE_WEB_VITALS.map((metric) => metricColumn<T>(metric)),
    { id: "passing", header: "Good on all three", cell: (group) => <PassShare passing={group.passing} /> },
    ...others.map((metric) => metricColumn<T>(metric)),
  ];
}

type TrendPoint = PageSpeedSummary["trend"]["points"][number];

const DAY_COLUMNS = speedColumns<TrendPoint>("Day", (point) => point.from, []);
const WEEK_COLUMNS = speedColumns<TrendPoint>("Week", (point) => (point.from === point.to ? point.from : `${point.from} to ${point.to}`), []);
const DEVICE_COLUMNS = speedColumns<PageSpeedSummary["devices"][number]>("Device", (group) => DEVICE_LABEL[group.device], ["FCP", "TTFB"]);
const PAGE_COLUMNS = speedColumns<PageSpeedSummary["pages"][number]>("Page", (page) => page.path, ["FCP", "TTFB"]);

/**
 * The page speed tables: the Core Web Vitals per day (periods up to two weeks) or week, oldest
 * first, so an owner sees whether a change made the site faster; then every figure per kind of
 * device and per page.
 */
export function SpeedTables({ speed }: { speed: PageSpeedSummary }) {
  const perWeek = speed.trend.step === "week";
  return (
    <>
      <h3 className="speed-subtitle">{perWeek ? "Week by week" : "Day by day"}</h3>
      <DataTable
        caption={perWeek ? "Page speed per week" : "Page speed per day"}
        stacksOnPhone
        columns={perWeek ? WEEK_COLUMNS : DAY_COLUMNS}
        rows={speed.trend.points}
        rowKey={(point) => point.from}
      />
      <h3 className="speed-subtitle">Per device</h3>
      <DataTable caption="Page speed per device" stacksOnPhone columns={DEVICE_COLUMNS} rows={speed.devices} rowKey={(group) => group.device} />
      <h3 className="speed-subtitle">Per page</h3>
      <DataTable caption="Page speed per page" stacksOnPhone columns={PAGE_COLUMNS} rows={speed.pages} rowKey={(page) => page.path} />
    </>
  );
}
