import { CHART_FRAME } from "./chartFrame";
import { chartNumber, type ValueScale } from "./chartScale";

/** Where a bar or line chart puts its values and rows: the value scale and the x of each row, in viewBox units. */
export interface ChartPlacement {
  scale: ValueScale;
  xOf: (index: number) => number;
}

/** Where a value sits on the vertical axis of the plot. */
export function yOf(value: number, scale: ValueScale): number {
  const { top, bottom } = CHART_FRAME.plot;
  return bottom - ((value - scale.min) / (scale.max - scale.min)) * (bottom - top);
}

/** The value axis of bar and line charts: a grid line per tick, zero drawn darker. */
export function ValueAxis({ scale }: { scale: ValueScale }) {
  const { left, right } = CHART_FRAME.plot;
  return (
    <g className="tsr-chart__axis">
      {scale.ticks.map((tick) => (
        <line key={tick} x1={left} x2={right} y1={yOf(tick, scale)} y2={yOf(tick, scale)} className={tick === 0 ? "tsr-chart__zero" : "tsr-chart__grid"} />
      ))}
    </g>
  );
}

/** A point of the drawing as a share of its width and height, where an axis label is placed over it. */
function at(x: number, y: number): { left: string; top: string } {
  return { left: `${(x / CHART_FRAME.width) * 100}%`, top: `${(y / CHART_FRAME.height) * 100}%` };
}

/**
 * A row label's classes: every other one is "second" (hidden in a narrow column), and the first
 * and last start and end at their row instead of centring on it, so neither runs past the drawing.
 */
function categoryClass(place: number, count: number): string {
  const classes = ["tsr-chart__category"];
  if (place % 2 === 1) classes.push("tsr-chart__category--second");
  if (place === 0 && count > 1) classes.push("tsr-chart__category--first");
  if (place === count - 1 && count > 1) classes.push("tsr-chart__category--last");
  return classes.join(" ");
}

/**
 * The axis labels of a bar or line chart: the tick values left of the plot and the row labels
 * under it (every kth when crowded, and every other one of those in a narrow column). They are
 * text over the drawing rather than in it, so they keep their size in CSS pixels however narrow
 * the drawing is scaled; the table after the chart holds the values for assistive technology.
 */
export function AxisLabels({ placement, labels }: { placement: ChartPlacement; labels: string[] }) {
  const { scale, xOf } = placement;
  const every = Math.max(1, Math.ceil(labels.length / 12));
  const shown = labels.map((label, index) => ({ label, index })).filter(({ index }) => index % every === 0);
  return (
    <div className="tsr-chart__labels" aria-hidden="true">
      {scale.ticks.map((tick) => (
        <span key={tick} className="tsr-chart__value" style={at(CHART_FRAME.plot.left - 6, yOf(tick, scale))}>
          {chartNumber(tick)}
        </span>
      ))}
      {shown.map(({ label, index }, place) => (
        <span key={index} className={categoryClass(place, shown.length)} style={at(xOf(index), CHART_FRAME.plot.bottom + 6)}>
          {label.length > 14 ? `${label.slice(0, 13)}…` : label}
        </span>
      ))}
    </div>
  );
}
