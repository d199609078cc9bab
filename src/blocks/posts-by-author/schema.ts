import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema } from "../shared/listingSource";
import { PostsByAuthorPreview } from "./PostsByAuthorPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  showCounts: z.boolean().default(true),
});

/** Settings of a posts by author block: the blog and whether each author's number of posts shows. */
export type PostsByAuthorSettings = z.infer<typeof settings>;

/** A blog's authors with how many posts each wrote, linking to their listing pages (block 26). */
export const postsByAuthorSchema: BlockSchemaDefinition<PostsByAuthorSettings> = {
  type: "posts-by-author",
  code: BLOCK_TYPE.postsByAuthor,
  label: "Posts by author",
  description: "The blog's authors, each with their number of posts and a link to them.",
  category: "text",
  schema: settings,
  example: { collectionId: "", showCounts: true },
  Preview: PostsByAuthorPreview,
  summary: (s) => (s.showCounts === false ? "Authors" : "Authors with post counts"),
};
