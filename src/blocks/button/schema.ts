import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { ALIGN_LABELS, SIZE_LABELS } from "../shared/choiceLabels";
import { linkSchema } from "../shared/linkSchema";
import { TOOLTIP_MAX_LENGTH } from "../shared/Tooltip";
import { ButtonPreview } from "./ButtonPreview";
import { textOf } from "../shared/plainText";

/** The longest question a button may ask before leaving. */
const QUESTION_MAX_LENGTH = 300;

const settings = z
  .strictObject({
    label: z.string().min(1, "A button needs a label.").max(100),
    url: linkSchema.refine((v) => v.length > 0, { message: "A button needs a link." }),
    style: z
      .enum(["primary", "secondary", "outline"])
      .meta({ optionLabels: { primary: "Primary", secondary: "Secondary", outline: "Outline" } })
      .default("primary"),
    size: z.enum(["small", "medium", "large"]).meta({ optionLabels: SIZE_LABELS }).default("medium"),
    align: z.enum(["left", "center", "right"]).meta({ optionLabels: ALIGN_LABELS }).default("left"),
    newWindow: z.boolean().default(false),
    /** Shown beside the button on hover and keyboard focus. */
    tooltip: z.string().trim().max(TOOLTIP_MAX_LENGTH, `A tooltip can be at most ${TOOLTIP_MAX_LENGTH} characters.`).default(""),
    /** Asks `confirmQuestion` in a confirm-or-cancel dialog before following the link. */
    askToConfirm: z.boolean().default(false),
    confirmQuestion: z.string().trim().max(QUESTION_MAX_LENGTH, `The question can be at most ${QUESTION_MAX_LENGTH} characters.`).default(""),
  })
  .refine((s) => !s.askToConfirm || s.confirmQuestion !== "", {
    message: "Write the question to ask before leaving.",
    path: ["confirmQuestion"],
  });

/** Settings of a button block. */
export type ButtonSettings = z.infer<typeof settings>;

/** A call-to-action link styled as a button; its renders and clicks are counted (spec 1 §7). */
export const buttonSchema: BlockSchemaDefinition<ButtonSettings> = {
  type: "button",
  code: BLOCK_TYPE.button,
  label: "Button",
  description: "A link that stands out.",
  category: "interactive",
  schema: settings,
  example: {
    label: "Learn more",
    url: "/about",
    style: "primary",
    size: "medium",
    align: "left",
    newWindow: false,
    tooltip: "",
    askToConfirm: false,
    confirmQuestion: "",
  },
  Preview: ButtonPreview,
  summary: (s) => textOf(s.label),
  island: "button",
};
