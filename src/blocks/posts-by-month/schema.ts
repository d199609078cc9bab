import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema, listingLimitSchema } from "../shared/listingSource";
import { PostsByMonthPreview } from "./PostsByMonthPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  /** "2026-11", or "" for the latest month with posts. */
  month: z
    .string()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "Write the month as year and month, for example 2026-11, or leave it empty for the latest month.")
    .default(""),
  limit: listingLimitSchema,
});

/** Settings of a posts by month block: the blog, the month and how many posts. */
export type PostsByMonthSettings = z.infer<typeof settings>;

/** A blog's posts of one month (the latest with posts by default), linking to the month's listing page (block 29). */
export const postsByMonthSchema: BlockSchemaDefinition<PostsByMonthSettings> = {
  type: "posts-by-month",
  code: BLOCK_TYPE.postsByMonth,
  label: "Posts by month",
  description: "The posts of one month, and a link to the month's page.",
  category: "text",
  schema: settings,
  example: { collectionId: "", month: "", limit: 10 },
  Preview: PostsByMonthPreview,
  summary: (s) => (typeof s.month === "string" && s.month !== "" ? s.month : "Latest month"),
};
