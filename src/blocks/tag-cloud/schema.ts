import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema } from "../shared/listingSource";
import { TagCloudPreview } from "./TagCloudPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  source: z
    .enum(["tags", "categories"], { message: "Show the blog's tags or its categories." })
    .meta({ optionLabels: { tags: "Tags", categories: "Categories" } })
    .default("tags"),
});

/** Settings of a tag cloud block: the blog and whether its tags or categories show. */
export type TagCloudSettings = z.infer<typeof settings>;

/** A blog's tags (or categories), each sized by how many posts use it, linking to its listing page (block 14). */
export const tagCloudSchema: BlockSchemaDefinition<TagCloudSettings> = {
  type: "tag-cloud",
  code: BLOCK_TYPE.tagCloud,
  label: "Tag cloud",
  description: "The blog's tags, the most used ones largest.",
  category: "text",
  schema: settings,
  example: { collectionId: "", source: "tags" },
  Preview: TagCloudPreview,
  summary: (s) => (s.source === "categories" ? "Categories" : "Tags"),
};
