import type { BlockLoader } from "../blockLoader";
import type { CommentsForRender } from "./commentsForRender";

/** The thread of the page or post a comments block is placed on; null when the site has comments off. */
export const commentsLoader: BlockLoader<CommentsForRender | null> = {
  types: ["comments"],
  changesWithTime: false,
  showsStock: false,
  load: ({ reads, ownerId }) => reads.comments(ownerId),
};
