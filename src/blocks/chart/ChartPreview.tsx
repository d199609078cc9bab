import type { ChartSettings } from "./schema";

/** The catalogue's picture of a chart: its example's first column as small bars. */
export function ChartPreview({ example }: { example: ChartSettings }) {
  const values = example.rows.map((row) => row.values[0] ?? 0);
  const highest = Math.max(1, ...values);
  return (
    <svg className="preview-chart" viewBox="0 0 60 40" aria-hidden="true">
      {values.map((value, index) => {
        const height = (Math.max(value, 0) / highest) * 36;
        return <rect key={index} x={4 + index * (52 / values.length)} y={38 - height} width={(52 / values.length) * 0.7} height={height} />;
      })}
    </svg>
  );
}
