import type { ChartData } from "./chartData";
import { CHART_FRAME, seriesColour } from "./chartFrame";
import { valueScale } from "./chartScale";
import { ValueAxis, yOf, type ChartPlacement } from "./ValueAxis";

/** Where grouped bars put their values and the middle of each row's group. */
export function barPlacement(data: ChartData): ChartPlacement {
  const { left, right } = CHART_FRAME.plot;
  const group = (right - left) / data.rows.length;
  return { scale: valueScale(data.rows.flatMap((r) => r.values)), xOf: (index) => left + group * (index + 0.5) };
}

/** Grouped bars: one group per row, one bar per column, from zero up or down to the value. */
export function BarChart({ data }: { data: ChartData }) {
  const { scale } = barPlacement(data);
  const { left, right } = CHART_FRAME.plot;
  const group = (right - left) / data.rows.length;
  const bar = (group * 0.8) / data.columns.length;
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
    </>
  );
}
