import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { COMMENTS_DOM } from "./commentsDom";

const settings = z.strictObject({
  order: z
    .enum(["oldest", "newest"])
    .meta({ optionLabels: { oldest: "Oldest first", newest: "Newest first" } })
    .default("oldest"),
});

/** Settings of a comments block: the order of its threads (the thread itself is its page's or post's). */
export type CommentsSettings = z.infer<typeof settings>;

/**
 * The comments of the page or post the block is placed on, with the form to add one (spec 2 §3,
 * code 15): the same thread and island posts show under them, placed where the owner wants it.
 */
export const commentsSchema: BlockSchemaDefinition<CommentsSettings> = {
  type: "comments",
  code: BLOCK_TYPE.comments,
  label: "Comments",
  description: "Visitors' comments on this page, with a form to add one. Comments wait for your approval.",
  category: "interactive",
  schema: settings,
  example: { order: "oldest" },
  island: COMMENTS_DOM.island,
};
