import type { BlockLoader } from "../blockLoader";
import type { SummarySettings } from "./schema";
import type { SummariesForRender } from "./summaryItems";

/** The items each summary block of a page shows, by block id (nothing for a summary whose collection is gone). */
export const summariesLoader: BlockLoader<SummariesForRender> = {
  types: ["summary"],
  changesWithTime: false,
  showsStock: false,
  async load({ blocks, reads }) {
    const read = await Promise.all(blocks.map(async (block) => [block.id, await reads.summary(block.settings as SummarySettings)] as const));
    return Object.fromEntries(read.map(([id, summary]) => [id, summary ?? { items: [], more: false }]));
  },
};
