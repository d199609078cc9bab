import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { isId } from "../../domain/ids";
import { RssPreview } from "./RssPreview";

const BLOG_NEEDED = "Choose the blog whose feed to offer.";

const settings = z.strictObject({
  blogId: z.string({ error: BLOG_NEEDED }).refine(isId, { message: BLOG_NEEDED }),
  label: z.string().trim().min(1, "The link needs some text.").max(100, "The link's text can be at most 100 characters.").default("Subscribe by RSS"),
});

/** Settings of an RSS block: which blog's feed, and the link's text. */
export type RssSettings = z.infer<typeof settings>;

/** Links to the RSS 2.0 and Atom feeds of one of the site's blogs, with the feed's address to copy into a reader (spec 2 §3, code 48). */
export const rssSchema: BlockSchemaDefinition<RssSettings> = {
  type: "rss",
  code: BLOCK_TYPE.rss,
  label: "RSS",
  description: "Links to your blog's RSS and Atom feeds, for feed readers.",
  category: "interactive",
  schema: settings,
  example: { blogId: "000000000000000000000000", label: "Subscribe by RSS" },
  Preview: RssPreview,
  summary: (s) => (typeof s.label === "string" ? s.label : ""),
};
