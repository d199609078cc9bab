import type { z } from "zod";
import { crumbFetch } from "../../browser/crumbFetch";
import type { widgetRoutes } from "../../domain/api/widgets";
import { SUMMARY_LIMITS } from "../../domain/limits/summaryLimits";
import { readIslandTexts } from "../../domain/translations/storeIslandTexts";

/** The call that renders a block again (spec 1 §7, spec 2 §7). */
const WIDGET_RENDERING_URL = "/api/widget/GetWidgetRendering";

/** What GetWidgetRendering takes and answers, as its route's schemas state them. */
type WidgetRenderingBody = Pick<z.input<typeof widgetRoutes.rendering.schema.body>, "widgetJSON" | "language">;
type WidgetRendering = z.output<(typeof widgetRoutes.rendering.schema.response)[200]>;

/** The block's widget JSON with `moreItems` more items asked for, up to the summary's limit. */
function withMoreItems(widgetJson: string): string {
  const widget = JSON.parse(widgetJson) as { value: { count: number } };
  widget.value.count = Math.min(SUMMARY_LIMITS.maxItems, widget.value.count + SUMMARY_LIMITS.moreItems);
  return JSON.stringify(widget);
}

/**
 * Asks GetWidgetRendering for the summary with more items (form-encoded widgetJSON: type, id,
 * value, and the page's language, so a page in an additional language gets its words) and puts the answer's data.html in place of the block's content; the block element
 * itself stays, so the runtime's hold on it does too. False, with a note in the block, when the
 * call fails.
 */
export async function refreshSummary(root: HTMLElement): Promise<boolean> {
  const summary = root.querySelector<HTMLElement>("[data-widget-json]");
  if (!summary?.dataset.widgetJson) return false;
  try {
    const fields: WidgetRenderingBody = { widgetJSON: withMoreItems(summary.dataset.widgetJson), language: document.documentElement.lang };
    const response = await crumbFetch({ method: "POST", url: WIDGET_RENDERING_URL, body: { fields: new URLSearchParams(fields).toString() } });
    const answer = response.data as Partial<WidgetRendering> | null;
    if (response.status !== 200 || typeof answer?.data?.html !== "string") throw new Error(`GetWidgetRendering answered ${response.status}`);
    const rendered = document.createElement("template");
    rendered.innerHTML = answer.data.html;
    const frame = rendered.content.firstElementChild;
    if (!frame) throw new Error("GetWidgetRendering answered no block");
    root.replaceChildren(...frame.childNodes);
    return true;
  } catch {
    let note = root.querySelector<HTMLElement>(".tsr-summary__problem");
    if (!note) {
      note = document.createElement("p");
      note.className = "tsr-summary__problem";
      note.setAttribute("role", "alert");
      summary.append(note);
    }
    note.textContent = readIslandTexts("summary", summary.dataset.texts).summaryRefreshFailed;
    return false;
  }
}
