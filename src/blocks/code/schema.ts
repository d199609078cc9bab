import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { plainText, textOf } from "../shared/plainText";

const settings = z.strictObject({
  html: z.string().max(100_000).default(""),
  displaySource: z.boolean().default(false),
});

/** Settings of a code block: owner-written HTML, or source shown as text. */
export type CodeSettings = z.infer<typeof settings>;

/**
 * The owner's own HTML, placed as written (owners are trusted with their own site; visitors
 * never write here). With displaySource it shows the code as text instead.
 */
export const codeSchema: BlockSchemaDefinition<CodeSettings> = {
  type: "code",
  code: BLOCK_TYPE.code,
  label: "Code",
  description: "Your own HTML, or code shown as text.",
  category: "text",
  schema: settings,
  example: { html: "<p><em>Custom HTML</em></p>", displaySource: false },
  carriesCode: true,
  summary: (s) => plainText(textOf(s.html)),
  editorHints: { htmlIsSource: true },
};
