import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { ChartBlock } from "./ChartBlock";
import { chartNotices } from "./chartData";
import { chartNumber, valueScale } from "./chartScale";
import { chartSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "d".repeat(24);
const columns = [{ label: "Espresso" }, { label: "Filter" }];
const rows = [
  { label: "Mon", values: [4, 3] },
  { label: "Tue", values: [2, 5] },
];

function problems(settings: unknown): Record<string, string> {
  return Object.fromEntries((chartSchema.schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

function render(settings: unknown): string {
  return renderToStaticMarkup(<ChartBlock id={id} settings={chartSchema.schema.parse(settings)} context={context} />);
}

describe("chart block data", () => {
  it("keeps the chart block type code and its three variants", () => {
    expect(chartSchema.code).toBe(BLOCK_TYPE.chart);
    expect(chartSchema.schema.parse({ title: "T", columns, rows }).variant).toBe("bar");
    expect(problems({ title: "T", variant: "donut", columns, rows })).toHaveProperty("variant");
  });

  it("needs at least one column and one row", () => {
    expect(problems({ title: "T", columns: [], rows })).toEqual({ columns: "A chart needs at least one column and one row." });
    expect(problems({ title: "T", columns, rows: [] })).toEqual({ rows: "A chart needs at least one column and one row." });
  });

  it("refuses rows with fewer values than columns in the spec's words", () => {
    expect(problems({ title: "T", columns, rows: [{ label: "Mon", values: [4] }] })).toEqual({ rows: "One or more rows was missing data" });
  });

  it("names maxRows and maxColumns when data goes past them", () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ label: `R${i}`, values: [i] }));
    expect(chartNotices({ columns: [{ label: "A" }], rows: many })).toEqual(["Only the first 100 rows are shown."]);
    const wide = Array.from({ length: 11 }, (_, i) => ({ label: `C${i}` }));
    expect(chartNotices({ columns: wide, rows: [] })).toEqual(["Only the first 10 columns are shown."]);
    expect(chartNotices({ columns, rows })).toEqual([]);
    const html = render({ title: "T", columns: [{ label: "A" }], rows: many });
    expect(html.match(/<th scope="row">/g)).toHaveLength(100);
    expect(html).toContain('<p class="tsr-chart__notice">Only the first 100 rows are shown.</p>');
  });

  it("scales values from zero with round ticks", () => {
    expect(valueScale([4, 3, 2, 5])).toEqual({ min: 0, max: 6, ticks: [0, 2, 4, 6] });
    expect(valueScale([0.3, 0.7])).toEqual({ min: 0, max: 0.8, ticks: [0, 0.2, 0.4, 0.6, 0.8] });
    expect(valueScale([-30, 70])).toEqual({ min: -50, max: 75, ticks: [-50, -25, 0, 25, 50, 75] });
    expect(valueScale([0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(chartNumber(1.23456)).toBe("1.235");
    expect(chartNumber(2.5)).toBe("2.5");
  });
});

describe("chart block rendering", () => {
  it("draws an SVG picture named by its title and described, with the values in a hidden table", () => {
    const html = render({ title: "Cups sold", description: "Two weekdays.", columns, rows });
    expect(html).toContain(`<svg class="tsr-chart__drawing" role="img" aria-labelledby="chart-${id}-title chart-${id}-description"`);
    expect(html).toContain(`<title id="chart-${id}-title">Cups sold</title>`);
    expect(html).toContain(
      `<desc id="chart-${id}-description">Two weekdays. Bar chart of 2 columns over 2 rows; the table that follows holds its values.</desc>`,
    );
    expect(html).toContain('<div class="tsr-visually-hidden"><table><caption>Cups sold</caption>');
    expect(html).toContain('<th scope="col">Espresso</th><th scope="col">Filter</th>');
    expect(html).toContain('<tr><th scope="row">Tue</th><td>2</td><td>5</td></tr>');
    expect(html).not.toContain("data-island");
    expect(html.match(/<rect /g)).toHaveLength(4);
  });

  it("draws one line per column and one pie slice per positive row of the first column", () => {
    const line = render({ title: "T", variant: "line", columns, rows });
    expect(line.match(/<polyline /g)).toHaveLength(2);
    expect(line.match(/<circle /g)).toHaveLength(4);
    expect(line).toContain("Line chart of 2 columns over 2 rows");
    const pie = render({ title: "T", variant: "pie", columns, rows: [...rows, { label: "Wed", values: [0, 1] }] });
    expect(pie.match(/<path /g)).toHaveLength(2);
    expect(pie).toContain("Pie chart of Espresso by 3 rows");
    expect(render({ title: "T", variant: "pie", columns, rows: rows.slice(0, 1) }).match(/<circle /g)).toHaveLength(1);
  });
});
