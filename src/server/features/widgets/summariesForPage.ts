import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { summarySchema, type SummarySettings } from "../../../blocks/summary/schema";
import type { SummariesForRender } from "../../../blocks/summary/summaryItems";
import type { Db } from "../../../db/database";
import type { Website } from "../sites/websiteRecord";
import { loadSummary } from "./loadSummary";

/**
 * Loads what each summary block of a stored layout shows, by block id (settings as renderableLayout
 * checked them; a summary whose collection is gone shows nothing); undefined (no query) for a
 * layout without any.
 */
export async function summariesForPage(db: Db, website: Website, storedLayout: unknown, now: Date): Promise<SummariesForRender | undefined> {
  const blocks = blocksOfLayout(renderableLayout(storedLayout).layout).filter((block) => block.type === summarySchema.type);
  if (blocks.length === 0) return undefined;
  const found: SummariesForRender = {};
  for (const block of blocks) found[block.id] = (await loadSummary(db, website, block.settings as SummarySettings, now)) ?? { items: [], more: false };
  return found;
}
