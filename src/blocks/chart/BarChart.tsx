import type { ChartData } from "./chartData";
import { CHART_FRAME, seriesColour } from "./chartFrame";
import { valueScale } from "./chartScale";
import { CategoryLabels, ValueAxis, yOf } from "./ValueAxis";

/** Grouped bars: one group per row, one bar per column, from zero up or down to the value. */
export function BarChart({ data }: { data: ChartData }) {
  const scale = valueScale(data.rows.flatMap((r) => r.values));
  const { left, right } = CHART_FRAME.plot;
  const group = (right - left) / data.rows.length;
  const bar = (group * 0.8) / data.columns.length;
  const xOf = (index: number) => left + group * (index + 0.5);
  return (
    <>
      <ValueAxis scale={scale} />
      {data.rows.map((row, r) =>
        row.values.map((value, c) => {
          const top = yOf(Math.max(value, 0), scale);
          return (
            <rect
              key={`${r}-${c}`}
              x={left + group * r + group * 0.1 + bar * c}
              y={top}
              width={bar}
              height={Math.max(yOf(Math.min(value, 0), scale) - top, 0)}
              fill={seriesColour(c)}
            />
          );
        }),
      )}
      <CategoryLabels labels={data.rows.map((r) => r.label)} xOf={xOf} />
    </>
  );
}
