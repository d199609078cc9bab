import { z } from "zod";
import { BLOCK_TYPE, BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import { CHART_DATA_MESSAGES } from "../../domain/messages/formBuilderMessages";
import type { BlockSchemaDefinition } from "../types";
import { ChartPreview } from "./ChartPreview";
import { chartNotices } from "./chartData";
import { textOf } from "../shared/plainText";

const column = z.strictObject({
  label: z.string().trim().min(1, "Each column needs a label.").max(60),
});

const row = z.strictObject({
  label: z.string().trim().min(1, "Each row needs a label.").max(60),
  values: z.array(z.number()).default([]),
});

const settings = z
  .strictObject({
    variant: z
      .enum(BLOCK_VARIANTS.chart)
      .meta({ optionLabels: { bar: "Bars", line: "Line", pie: "Pie" } })
      .default("bar"),
    title: z.string().trim().min(1, "A chart needs a title.").max(200),
    description: z.string().trim().max(1000).default(""),
    columns: z.array(column).min(1, CHART_DATA_MESSAGES.needsColumnAndRow),
    rows: z.array(row).min(1, CHART_DATA_MESSAGES.needsColumnAndRow),
  })
  .refine((chart) => chart.rows.every((r) => r.values.length >= chart.columns.length), {
    message: CHART_DATA_MESSAGES.rowsMissingData,
    path: ["rows"],
  });

/** Settings of a chart: its variant, title, description, columns (series) and rows (one value per column). */
export type ChartSettings = z.infer<typeof settings>;

/**
 * A bar, line or pie chart (spec 2 §3, §5) drawn on the server as an SVG picture with its data in
 * a table for screen readers; visitors load no script for it.
 */
export const chartSchema: BlockSchemaDefinition<ChartSettings> = {
  type: "chart",
  code: BLOCK_TYPE.chart,
  label: "Chart",
  description: "Numbers as a bar, line or pie chart. Rows are the categories; a pie shows the first column.",
  category: "media",
  schema: settings,
  example: {
    variant: "bar",
    title: "Cups sold",
    description: "",
    columns: [{ label: "Espresso" }, { label: "Filter" }],
    rows: [
      { label: "Monday", values: [42, 30] },
      { label: "Tuesday", values: [38, 35] },
      { label: "Wednesday", values: [51, 28] },
    ],
  },
  Preview: ChartPreview,
  summary: (s) => textOf(s.title),
  notices: chartNotices,
};
