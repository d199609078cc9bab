import type { ShownComment } from "../../domain/comments/commentThreads";

/** A page's or post's thread as the comments block shows it: whose it is and its published comments, oldest first. */
export interface CommentsForRender {
  ownerId: string;
  comments: ShownComment[];
  /** The site's calendar, whose days the comments show. */
  timeZone: string;
}
