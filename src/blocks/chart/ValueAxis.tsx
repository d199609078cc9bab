import { CHART_FRAME } from "./chartFrame";
import { chartNumber, type ValueScale } from "./chartScale";

/** Where a value sits on the vertical axis of the plot. */
export function yOf(value: number, scale: ValueScale): number {
  const { top, bottom } = CHART_FRAME.plot;
  return bottom - ((value - scale.min) / (scale.max - scale.min)) * (bottom - top);
}

/** The value axis of bar and line charts: a grid line and a label per tick, zero drawn darker. */
export function ValueAxis({ scale }: { scale: ValueScale }) {
  const { left, right } = CHART_FRAME.plot;
  return (
    <g className="tsr-chart__axis">
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={yOf(tick, scale)} y2={yOf(tick, scale)} className={tick === 0 ? "tsr-chart__zero" : "tsr-chart__grid"} />
          <text x={left - 8} y={yOf(tick, scale) + 4} textAnchor="end">
            {chartNumber(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The category labels under a bar or line chart, at the x of each row (every kth when crowded). */
export function CategoryLabels({ labels, xOf }: { labels: string[]; xOf: (index: number) => number }) {
  const every = Math.max(1, Math.ceil(labels.length / 12));
  return (
    <g className="tsr-chart__axis">
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text key={index} x={xOf(index)} y={CHART_FRAME.plot.bottom + 22} textAnchor="middle">
            {label.length > 14 ? `${label.slice(0, 13)}…` : label}
          </text>
        ) : null,
      )}
    </g>
  );
}
