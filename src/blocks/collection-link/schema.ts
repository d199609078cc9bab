import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { isId } from "../../domain/ids";
import { CollectionLinkPreview } from "./CollectionLinkPreview";

const COLLECTION_NEEDED = "Choose a blog or shop to link to.";

const settings = z.strictObject({
  collectionId: z.string({ error: COLLECTION_NEEDED }).refine(isId, { message: COLLECTION_NEEDED }),
  showDescription: z.boolean().default(true),
  showCount: z.boolean().default(true),
});

/** Settings of a collection link block: which blog or shop, and whether its description and item count show. */
export type CollectionLinkSettings = z.infer<typeof settings>;

/** A card linking to one of the site's blogs or shops with its title, description and how many posts or products it has (spec 2 §3, code 12). */
export const collectionLinkSchema: BlockSchemaDefinition<CollectionLinkSettings> = {
  type: "collection-link",
  code: BLOCK_TYPE.collectionLink,
  label: "Collection link",
  description: "A card linking to your blog or shop, with how many posts or products it has.",
  category: "layout",
  schema: settings,
  example: { collectionId: "000000000000000000000000", showDescription: true, showCount: true },
  Preview: CollectionLinkPreview,
  editorHints: { collectionKinds: ["blog", "store"] },
};
