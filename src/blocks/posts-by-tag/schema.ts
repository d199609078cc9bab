import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema, listingLimitSchema } from "../shared/listingSource";
import { PostsByTagPreview } from "./PostsByTagPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  tag: z.string().trim().min(1, "Name the tag whose posts this block lists.").max(50, "A tag has at most 50 characters."),
  limit: listingLimitSchema,
});

/** Settings of a posts by tag block: the blog, the tag and how many posts. */
export type PostsByTagSettings = z.infer<typeof settings>;

/** A blog's newest posts with one tag, linking to the tag's listing page (block 27). */
export const postsByTagSchema: BlockSchemaDefinition<PostsByTagSettings> = {
  type: "posts-by-tag",
  code: BLOCK_TYPE.postsByTag,
  label: "Posts by tag",
  description: "The newest posts with one tag, and a link to all of them.",
  category: "text",
  schema: settings,
  example: { collectionId: "", tag: "News", limit: 5 },
  Preview: PostsByTagPreview,
  summary: (s) => (typeof s.tag === "string" ? `Tag: ${s.tag}` : ""),
};
