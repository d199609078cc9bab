import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema } from "../shared/listingSource";
import { ArchivePreview } from "./ArchivePreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  groupBy: z
    .enum(["month", "year"], { message: "Group the posts by month or by year." })
    .meta({ optionLabels: { month: "By month", year: "By year" } })
    .default("month"),
  showCounts: z.boolean().default(true),
});

/** Settings of an archive block: the blog, grouping by month or year, and whether counts show. */
export type ArchiveSettings = z.infer<typeof settings>;

/** A blog's months (or years) with how many posts each holds, linking to their listing pages (block 57). */
export const archiveSchema: BlockSchemaDefinition<ArchiveSettings> = {
  type: "archive",
  code: BLOCK_TYPE.archive,
  label: "Archive",
  description: "The blog's months or years, each with its number of posts.",
  category: "text",
  schema: settings,
  example: { collectionId: "", groupBy: "month", showCounts: true },
  Preview: ArchivePreview,
  summary: (s) => (s.groupBy === "year" ? "By year" : "By month"),
};
