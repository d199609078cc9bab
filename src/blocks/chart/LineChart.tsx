import type { ChartData } from "./chartData";
import { CHART_FRAME, seriesColour } from "./chartFrame";
import { valueScale } from "./chartScale";
import { ValueAxis, yOf, type ChartPlacement } from "./ValueAxis";

/** Where lines put their values and each row, the first and last at the plot's edges. */
export function linePlacement(data: ChartData): ChartPlacement {
  const { left, right } = CHART_FRAME.plot;
  return {
    scale: valueScale(data.rows.flatMap((r) => r.values)),
    xOf: (index) => (data.rows.length === 1 ? (left + right) / 2 : left + (index * (right - left)) / (data.rows.length - 1)),
  };
}

/** One line per column across the rows, with a dot at each value while the dots stay apart. */
export function LineChart({ data }: { data: ChartData }) {
  const { scale, xOf } = linePlacement(data);
  return (
    <>
      <ValueAxis scale={scale} />
      {data.columns.map((_, c) => {
        const points = data.rows.map((row, r) => ({ x: xOf(r), y: yOf(row.values[c] ?? 0, scale) }));
        return (
          <g key={c} stroke={seriesColour(c)} fill={seriesColour(c)}>
            <polyline points={points.map((p) => `${p.x},${p.y}`).join(" ")} fill="none" strokeWidth={2.5} />
            {points.length <= 30 ? points.map((p, r) => <circle key={r} cx={p.x} cy={p.y} r={3.5} />) : null}
          </g>
        );
      })}
    </>
  );
}
