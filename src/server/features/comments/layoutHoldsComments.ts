import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { Layout } from "../../../blocks/types";
import { commentsSchema } from "../../../blocks/comments/schema";

/** Whether a stored layout (its JSON) places the comments block in its own sections: a page takes comments only then. */
export function layoutHoldsComments(layoutJson: string): boolean {
  try {
    return blocksOfLayout(JSON.parse(layoutJson) as Layout).some((block) => block.type === commentsSchema.type);
  } catch {
    return false;
  }
}
