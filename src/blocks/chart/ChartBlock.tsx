import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { BarChart, barPlacement } from "./BarChart";
import { chartNotices, drawnData, type ChartData } from "./chartData";
import { CHART_FRAME, seriesColour } from "./chartFrame";
import { ChartTable } from "./ChartTable";
import { LineChart, linePlacement } from "./LineChart";
import { PieChart } from "./PieChart";
import { chartSchema, type ChartSettings } from "./schema";
import { AxisLabels } from "./ValueAxis";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";

const DRAWINGS = { bar: BarChart, line: LineChart, pie: PieChart } as const;
const PLACEMENTS = { bar: barPlacement, line: linePlacement, pie: null } as const;

/** Each variant's spoken description, one template of the store's words. */
const DESCRIPTIONS = { bar: "chartBar", line: "chartLine", pie: "chartPie" } as const;

/** The picture's description: the owner's, then its kind and shape and how to reach its values, in the page's language. */
function describe(settings: ChartSettings, data: ChartData, texts: Pick<StoreTexts, (typeof DESCRIPTIONS)[keyof typeof DESCRIPTIONS]>): string {
  const shape = filledIn(texts[DESCRIPTIONS[settings.variant]], {
    column: data.columns[0],
    columns: String(data.columns.length),
    rows: String(data.rows.length),
  });
  return `${settings.description ? `${settings.description} ` : ""}${shape}`;
}

/**
 * Draws the chart on the server as an SVG picture (role img, named by its title and described),
 * its axis labels as text over it (so they keep their size at any width), a legend for sighted readers, the values in a visually hidden table and a note of any
 * rows or columns past the chart's limits. Visitors load no script for it.
 */
export function ChartBlock({ id, settings, context }: BlockRenderProps<ChartSettings>) {
  const data = drawnData(settings);
  const Drawing = DRAWINGS[settings.variant];
  const titleId = `chart-${id}-title`;
  const descriptionId = `chart-${id}-description`;
  const legend = settings.variant === "pie" ? data.rows.map((r) => r.label) : data.columns;
  const placement = PLACEMENTS[settings.variant]?.(data);
  return (
    <BlockFrame id={id} type={chartSchema.type} code={chartSchema.code}>
      <figure className="tsr-chart" data-variant={settings.variant}>
        <figcaption className="tsr-chart__title">{settings.title}</figcaption>
        <div className="tsr-chart__area">
          <svg
            className="tsr-chart__drawing"
            role="img"
            aria-labelledby={`${titleId} ${descriptionId}`}
            viewBox={`0 0 ${CHART_FRAME.width} ${CHART_FRAME.height}`}
            xmlns="http://www.w3.org/2000/svg"
          >
            <title id={titleId}>{settings.title}</title>
            <desc id={descriptionId}>{describe(settings, data, context.storeTexts ?? PRIMARY_STORE_TEXTS)}</desc>
            <Drawing data={data} />
          </svg>
          {placement ? <AxisLabels placement={placement} labels={data.rows.map((r) => r.label)} /> : null}
        </div>
        <ul className="tsr-chart__legend" aria-hidden="true">
          {legend.map((label, index) => (
            <li key={index}>
              <span className="tsr-chart__swatch" style={{ background: seriesColour(index) }} />
              {label}
            </li>
          ))}
        </ul>
        <ChartTable title={settings.title} data={data} />
        {chartNotices(settings).map((notice) => (
          <p key={notice} className="tsr-chart__notice">
            {notice}
          </p>
        ))}
      </figure>
    </BlockFrame>
  );
}
