import type { BlogTexts } from "../translations/blogTextSources";
import { filledIn } from "../translations/storeTexts";

/** The words a count of comments is said with, in the page's language. */
export type CommentCountTexts = Pick<BlogTexts, "oneComment" | "comments">;

/** How many published comments a post has, in the words of the page's language: "1 comment" for one, "{count} comments" for any other ("3 comments", "0 comments"). */
export function commentCountIn(count: number, texts: CommentCountTexts): string {
  return count === 1 ? texts.oneComment : filledIn(texts.comments, { count: String(count) });
}
