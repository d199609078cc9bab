import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { ALIGN_LABELS } from "../shared/choiceLabels";
import { HeadingPreview } from "./HeadingPreview";
import { textOf } from "../shared/plainText";

const settings = z.strictObject({
  text: z.string().min(1, "A heading needs some text.").max(300),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  align: z.enum(["left", "center", "right"]).meta({ optionLabels: ALIGN_LABELS }).default("left"),
  /** Keep the heading on one line, shrinking its font (down to 11 px) until it fits. */
  shrinkToFit: z.boolean().default(false),
});

/** Settings of a heading block. */
export type HeadingSettings = z.infer<typeof settings>;

/** A heading of level 1 to 4 (Tessera's own block type), which may shrink to fit one line. */
export const headingSchema: BlockSchemaDefinition<HeadingSettings> = {
  type: "heading",
  code: BLOCK_TYPE.heading,
  label: "Heading",
  description: "A title for a section of the page.",
  category: "text",
  schema: settings,
  example: { text: "A clear headline", level: 2, align: "left", shrinkToFit: false },
  Preview: HeadingPreview,
  summary: (s) => textOf(s.text),
};
