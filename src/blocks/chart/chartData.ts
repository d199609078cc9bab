import { CHART_LIMITS } from "../../domain/limits/widgetLimits";
import { chartColumnsTruncated, chartRowsTruncated } from "../../domain/messages/formBuilderMessages";

/** A chart's data as drawn: at most maxColumns columns and maxRows rows, one value per column. */
export interface ChartData {
  columns: string[];
  rows: { label: string; values: number[] }[];
}

interface ChartInput {
  columns: readonly { label: string }[];
  rows: readonly { label: string; values: readonly number[] }[];
}

/** The part of a chart's data that is drawn: the first maxColumns columns of the first maxRows rows. */
export function drawnData(chart: ChartInput): ChartData {
  const columns = chart.columns.slice(0, CHART_LIMITS.maxColumns).map((c) => c.label);
  const rows = chart.rows.slice(0, CHART_LIMITS.maxRows).map((r) => ({ label: r.label, values: r.values.slice(0, columns.length) }));
  return { columns, rows };
}

/** What a chart leaves out of its data, in the words the chart and its panel show; settings may be incomplete. */
export function chartNotices(settings: Record<string, unknown>): string[] {
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const notices: string[] = [];
  if (count(settings.rows) > CHART_LIMITS.maxRows) notices.push(chartRowsTruncated(CHART_LIMITS.maxRows));
  if (count(settings.columns) > CHART_LIMITS.maxColumns) notices.push(chartColumnsTruncated(CHART_LIMITS.maxColumns));
  return notices;
}
