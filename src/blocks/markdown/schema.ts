import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";

const settings = z.strictObject({
  markdown: z.string().max(100_000).default(""),
});

/** Settings of a markdown block. */
export type MarkdownSettings = z.infer<typeof settings>;

/** Text written in Markdown, rendered and sanitised on the server. */
export const markdownSchema: BlockSchemaDefinition<MarkdownSettings> = {
  type: "markdown",
  code: BLOCK_TYPE.markdown,
  label: "Markdown",
  description: "Write with Markdown syntax.",
  category: "text",
  schema: settings,
  example: { markdown: "## Hello\n\nSome **bold** words and a [link](/about)." },
  summary: (s) => textOf(s.markdown),
};
