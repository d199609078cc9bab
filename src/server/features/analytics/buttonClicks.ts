import { sql } from "kysely";
import { buttonSchema } from "../../../blocks/button/schema";
import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { Db } from "../../../db/database";
import type { ButtonClicks } from "../../../domain/api/analytics";

/** The census kinds a button block sends (spec 1 §7). */
const BUTTON_RENDER = "button-render";
const BUTTON_CLICK = "button-click";

/** The label shown for a button that is no longer on its page's published layout. */
const REMOVED_BUTTON_LABEL = "(removed button)";

/** The labels of the buttons on the given pages' published layouts, by block id. */
async function buttonLabels(db: Db, websiteId: string, pageIds: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (pageIds.length === 0) return labels;
  const layouts = await db
    .selectFrom("blockLayouts")
    .where("websiteId", "=", websiteId)
    .where("ownerId", "in", pageIds)
    .where("publishedJson", "is not", null)
    .select("publishedJson")
    .execute();
  for (const row of layouts) {
    let stored: unknown;
    try {
      stored = JSON.parse(row.publishedJson!);
    } catch {
      continue;
    }
    for (const block of blocksOfLayout(renderableLayout(stored).layout)) {
      if (block.type === buttonSchema.type) labels.set(block.id, String((block.settings as { label?: unknown }).label ?? ""));
    }
  }
  return labels;
}

/**
 * Renders and clicks of each button block over a range of UTC days, per button and page: its
 * label (from the page's published layout), renders, clicks and the click rate (clicks over
 * renders, 0 without renders), most clicked first.
 */
export async function buttonClicks(db: Db, websiteId: string, from: string, to: string): Promise<ButtonClicks> {
  const rows = await db
    .selectFrom("censusHits")
    .where("websiteId", "=", websiteId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("kind", "in", [BUTTON_RENDER, BUTTON_CLICK])
    .where("targetId", "<>", "")
    .select(["targetId", "path", "kind", sql<string>`max(page_id)`.as("pageId"), sql<number>`count(*)`.as("n")])
    .groupBy(["targetId", "path", "kind"])
    .execute();
  const byButton = new Map<string, { buttonId: string; path: string; pageId: string; renders: number; clicks: number }>();
  for (const row of rows) {
    const key = `${row.targetId} ${row.path}`;
    const entry = byButton.get(key) ?? { buttonId: row.targetId, path: row.path, pageId: row.pageId, renders: 0, clicks: 0 };
    if (row.kind === BUTTON_RENDER) entry.renders += Number(row.n);
    else entry.clicks += Number(row.n);
    byButton.set(key, entry);
  }
  const labels = await buttonLabels(db, websiteId, [...new Set([...byButton.values()].map((entry) => entry.pageId).filter((id) => id !== ""))]);
  return [...byButton.values()]
    .map(({ buttonId, path, renders, clicks }) => ({
      buttonId,
      label: labels.get(buttonId) ?? REMOVED_BUTTON_LABEL,
      path,
      renders,
      clicks,
      rate: renders === 0 ? 0 : clicks / renders,
    }))
    .sort((a, b) => b.clicks - a.clicks || b.renders - a.renders || a.label.localeCompare(b.label) || a.path.localeCompare(b.path));
}
