import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { linkSchema } from "../shared/linkSchema";
import { ButtonPreview } from "./ButtonPreview";
import { textOf } from "../shared/plainText";

const settings = z.strictObject({
  label: z.string().min(1, "A button needs a label.").max(100),
  url: linkSchema.refine((v) => v.length > 0, { message: "A button needs a link." }),
  style: z.enum(["primary", "secondary", "outline"]).default("primary"),
  size: z.enum(["small", "medium", "large"]).default("medium"),
  align: z.enum(["left", "center", "right"]).default("left"),
  newWindow: z.boolean().default(false),
});

/** Settings of a button block. */
export type ButtonSettings = z.infer<typeof settings>;

/** A call-to-action link styled as a button. */
export const buttonSchema: BlockSchemaDefinition<ButtonSettings> = {
  type: "button",
  code: BLOCK_TYPE.button,
  label: "Button",
  description: "A link that stands out.",
  category: "interactive",
  schema: settings,
  example: { label: "Learn more", url: "/about", style: "primary", size: "medium", align: "left", newWindow: false },
  Preview: ButtonPreview,
  summary: (s) => textOf(s.label),
};
