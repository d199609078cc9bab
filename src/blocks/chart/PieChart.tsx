import type { ChartData } from "./chartData";
import { CHART_FRAME, seriesColour } from "./chartFrame";

const RADIUS = 140;

function pointAt(fraction: number): { x: number; y: number } {
  const angle = fraction * 2 * Math.PI - Math.PI / 2;
  return { x: CHART_FRAME.width / 2 + RADIUS * Math.cos(angle), y: CHART_FRAME.height / 2 + RADIUS * Math.sin(angle) };
}

/** A pie of the first column: one slice per row with a value above zero, clockwise from the top. */
export function PieChart({ data }: { data: ChartData }) {
  const slices = data.rows.map((row, index) => ({ index, value: row.values[0] ?? 0 })).filter((s) => s.value > 0);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const cx = CHART_FRAME.width / 2;
  const cy = CHART_FRAME.height / 2;
  if (slices.length === 1) return <circle cx={cx} cy={cy} r={RADIUS} fill={seriesColour(slices[0]!.index)} />;
  let start = 0;
  return (
    <>
      {slices.map((slice) => {
        const end = start + slice.value / total;
        const from = pointAt(start);
        const to = pointAt(end);
        const large = end - start > 0.5 ? 1 : 0;
        start = end;
        return (
          <path
            key={slice.index}
            d={`M${cx},${cy} L${from.x.toFixed(2)},${from.y.toFixed(2)} A${RADIUS},${RADIUS} 0 ${large} 1 ${to.x.toFixed(2)},${to.y.toFixed(2)} Z`}
            fill={seriesColour(slice.index)}
            stroke="#fff"
            strokeWidth={1.5}
          />
        );
      })}
    </>
  );
}
