import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { HorizontalRulePreview } from "./HorizontalRulePreview";

const settings = z.strictObject({
  style: z
    .enum(["solid", "dashed", "dotted"])
    .meta({ optionLabels: { solid: "Solid", dashed: "Dashed", dotted: "Dotted" } })
    .default("solid"),
});

/** Settings of a horizontal rule. */
export type HorizontalRuleSettings = z.infer<typeof settings>;

/** A thematic break between sections. */
export const horizontalRuleSchema: BlockSchemaDefinition<HorizontalRuleSettings> = {
  type: "horizontal-rule",
  code: BLOCK_TYPE.horizontalRule,
  label: "Line",
  description: "A horizontal line between sections.",
  category: "layout",
  schema: settings,
  example: { style: "solid" },
  Preview: HorizontalRulePreview,
};
