import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import type { AnalyticsSummary } from "./analyticsApi";

const SERIES = [
  { key: "visits", label: "Visits", stroke: "#2f5bea" },
  { key: "uniqueVisitors", label: "Unique visitors", stroke: "#17784a" },
  { key: "pageViews", label: "Page views", stroke: "#c0630b" },
] as const;

const COLUMNS: DataColumn<AnalyticsSummary["series"][number]>[] = [
  { id: "day", header: "Day", cell: (day) => day.date },
  ...SERIES.map((s) => ({ id: s.key, header: s.label, cell: (day: AnalyticsSummary["series"][number]) => day[s.key] })),
];

/**
 * Visits, unique visitors and page views per day drawn with uPlot. The chart is an image to
 * screen readers; the same numbers are in the table under it.
 */
export function VisitsChart({ series }: { series: AnalyticsSummary["series"] }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [series.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000), ...SERIES.map((s) => series.map((day) => day[s.key]))];
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 260,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          { label: "Day", value: (_u, v) => (v === null ? "" : new Date(v * 1000).toISOString().slice(0, 10)) },
          ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, points: { show: series.length <= 45 } })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : "")) }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);
  return (
    <figure className="chart">
      <div ref={holder} role="img" aria-label="Visits, unique visitors and page views per day" />
      <details className="chart-data">
        <summary>Numbers behind the chart</summary>
        <DataTable caption="Visits per day" columns={COLUMNS} rows={series} rowKey={(day) => day.date} />
      </details>
    </figure>
  );
}
