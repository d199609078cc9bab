import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { TextPreview } from "./TextPreview";
import { plainText, textOf } from "../shared/plainText";

const settings = z.strictObject({
  html: z.string().max(100_000).default(""),
});

/** Settings of a text block: rich text HTML, sanitised when saved and when rendered. */
export type TextSettings = z.infer<typeof settings>;

/** The rich-text block (the spec's "html" block type). */
export const textSchema: BlockSchemaDefinition<TextSettings> = {
  type: "text",
  code: BLOCK_TYPE.html,
  label: "Text",
  description: "Paragraphs, lists and links.",
  category: "text",
  schema: settings,
  example: { html: "<p>Write something people will want to read.</p>" },
  Preview: TextPreview,
  summary: (s) => plainText(textOf(s.html)),
};
