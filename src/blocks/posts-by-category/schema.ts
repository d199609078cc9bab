import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema, listingLimitSchema } from "../shared/listingSource";
import { PostsByCategoryPreview } from "./PostsByCategoryPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  category: z.string().trim().min(1, "Name the category whose posts this block lists.").max(25, "A category has at most 25 characters."),
  limit: listingLimitSchema,
});

/** Settings of a posts by category block: the blog, the category and how many posts. */
export type PostsByCategorySettings = z.infer<typeof settings>;

/** A blog's newest posts in one category, linking to the category's listing page (block 28). */
export const postsByCategorySchema: BlockSchemaDefinition<PostsByCategorySettings> = {
  type: "posts-by-category",
  code: BLOCK_TYPE.postsByCategory,
  label: "Posts by category",
  description: "The newest posts in one category, and a link to all of them.",
  category: "text",
  schema: settings,
  example: { collectionId: "", category: "News", limit: 5 },
  Preview: PostsByCategoryPreview,
  summary: (s) => (typeof s.category === "string" ? `Category: ${s.category}` : ""),
};
