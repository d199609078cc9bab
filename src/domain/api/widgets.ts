import { z } from "zod";
import { isId } from "../ids";
import { SUMMARY_LIMITS } from "../limits/summaryLimits";
import type { ApiRoute } from "./route";

/** The form body of `POST /api/widget/GetWidgetRendering` (spec 1 §7, spec 2 §7): the widget as JSON text. */
const widgetRenderingBodySchema = z.object({
  widgetJSON: z
    .string()
    .min(1, "Send the widget as JSON.")
    .max(SUMMARY_LIMITS.widgetJsonCharacters, `The widget JSON must be at most ${SUMMARY_LIMITS.widgetJsonCharacters} characters.`),
  crumb: z.string().optional(),
  /** The language of the page the block is on (its `lang`): an additional language of the site renders it in that language's words. */
  language: z.string().max(35).optional(),
});

/**
 * The widget the JSON names: its block type (name or code), the block's id, its settings
 * (`value`, checked by the block type's own schema) and, for the event summary, its collection.
 */
export const widgetJsonSchema = z.strictObject({
  type: z.union([z.string().max(40), z.number().int()]),
  id: z.string().refine(isId, "Name the block by its id."),
  // Free-form here: the block type's own schema checks it.
  value: z.record(z.string(), z.unknown()),
  collectionId: z.string().refine(isId, "Name the collection by its id.").optional(),
});

/** The widget JSON once read. */
export type WidgetJson = z.infer<typeof widgetJsonSchema>;

/** The answer of `POST /api/widget/GetWidgetRendering`: the block's HTML, as the page renders it, for the browser to put in place. */
const widgetRenderingAnswers = {
  200: z.object({ data: z.object({ html: z.string() }) }),
};

/** GetWidgetRendering, which the summary island calls for more items (form fields). */
export const widgetRoutes = {
  rendering: { method: "POST", url: "/api/widget/GetWidgetRendering", schema: { body: widgetRenderingBodySchema, response: widgetRenderingAnswers } },
} satisfies Record<string, ApiRoute>;
