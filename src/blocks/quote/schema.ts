import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { QuotePreview } from "./QuotePreview";
import { textOf } from "../shared/plainText";

const settings = z.strictObject({
  text: z.string().min(1, "A quote needs some text.").max(2000),
  attribution: z.string().max(200).default(""),
});

/** Settings of a quote block. */
export type QuoteSettings = z.infer<typeof settings>;

/** A pulled quote with an optional attribution. */
export const quoteSchema: BlockSchemaDefinition<QuoteSettings> = {
  type: "quote",
  code: BLOCK_TYPE.quote,
  label: "Quote",
  description: "Words worth repeating, with who said them.",
  category: "text",
  schema: settings,
  example: { text: "Simplicity is the soul of efficiency.", attribution: "Austin Freeman" },
  Preview: QuotePreview,
  summary: (s) => textOf(s.text),
};
