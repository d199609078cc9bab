import type { ChartData } from "./chartData";
import { chartNumber } from "./chartScale";

/** The chart's data as a table for screen readers, inside a box hidden from sight (a table keeps its own width): a header per column and per row. */
export function ChartTable({ title, data }: { title: string; data: ChartData }) {
  return (
    <div className="tsr-visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {data.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, c) => (
                <td key={c}>{chartNumber(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
