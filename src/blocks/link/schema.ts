import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { linkSchema } from "../shared/linkSchema";
import { textOf } from "../shared/plainText";
import { LinkPreview } from "./LinkPreview";

const settings = z.strictObject({
  text: z.string().trim().min(1, "A link needs some text.").max(200, "A link's text can be at most 200 characters."),
  url: linkSchema.refine((v) => v.length > 0, { message: "A link needs an address: a page of your site (/about) or a web address." }),
  description: z.string().trim().max(500, "A description can be at most 500 characters.").default(""),
  newWindow: z.boolean().default(false),
});

/** Settings of a link block: its text, where it goes, an optional description and whether it opens a new tab. */
export type LinkSettings = z.infer<typeof settings>;

/** A link to a page of the site or another address, with an optional line describing it (spec 2 §3, code 13). */
export const linkBlockSchema: BlockSchemaDefinition<LinkSettings> = {
  type: "link",
  code: BLOCK_TYPE.link,
  label: "Link",
  description: "A link to a page or another site, with a line about it.",
  category: "text",
  schema: settings,
  example: { text: "Read our story", url: "/about", description: "How the bakery started.", newWindow: false },
  Preview: LinkPreview,
  summary: (s) => textOf(s.text),
};
