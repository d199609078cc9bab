import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { SEARCH_DOM } from "./searchDom";

const settings = z.strictObject({
  /** The words shown in the empty box. */
  hint: z.string().trim().max(80, "The hint in the box can be at most 80 characters.").default("Search this site"),
  /** Shows the first results under the box as the visitor types. */
  preview: z.boolean().default(true),
});

/** Settings of a search block. */
export type SearchBlockSettings = z.infer<typeof settings>;

/** A search box that opens the search page, and shows the first results as the visitor types (spec 2 block 32). */
export const searchSchema: BlockSchemaDefinition<SearchBlockSettings> = {
  type: "search",
  code: BLOCK_TYPE.search,
  label: "Search",
  description: "A search box for the site's pages, posts, products and events, with results as you type.",
  category: "interactive",
  schema: settings,
  example: { hint: "Search this site", preview: true },
  summary: (s) => textOf(s.hint),
  island: SEARCH_DOM.island,
};
