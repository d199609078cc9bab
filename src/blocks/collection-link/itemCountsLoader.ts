import type { BlockLoader } from "../blockLoader";

/** How many posts or products each blog and shop shows, for a page's collection link cards, by collection id. */
export const itemCountsLoader: BlockLoader<Record<string, number>> = {
  types: ["collection-link"],
  changesWithTime: false,
  showsStock: false,
  load: ({ reads }) => reads.collectionItemCounts(),
};
