import { z } from "zod";
import { ALIGN_LABELS, SIZE_LABELS } from "../shared/choiceLabels";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { LogoPreview } from "./LogoPreview";

const settings = z.strictObject({
  /** The logo picture; without one the site's title shows as text. */
  src: z
    .string()
    .max(1000)
    .refine((v) => v === "" || /^(\/|https:\/\/)/.test(v), { message: "Use a picture from the media library or an https address." })
    .default(""),
  size: z.enum(["small", "medium", "large"], { error: "Choose a size: small, medium or large." }).meta({ optionLabels: SIZE_LABELS }).default("medium"),
  align: z.enum(["left", "center", "right"], { error: "Choose an alignment: left, center or right." }).meta({ optionLabels: ALIGN_LABELS }).default("left"),
});

/** Settings of a logo block: the logo picture (optional), its size and alignment. */
export type LogoSettings = z.infer<typeof settings>;

/** The site's logo, or its title as text when it has no logo picture, linking to the home page (spec 2 §3, code 3). */
export const logoSchema: BlockSchemaDefinition<LogoSettings> = {
  type: "logo",
  code: BLOCK_TYPE.logo,
  label: "Logo",
  description: "Your logo or site title, linking to the home page.",
  category: "layout",
  schema: settings,
  example: { src: "", size: "medium", align: "left" },
  Preview: LogoPreview,
  summary: (s) => (typeof s.src === "string" && s.src !== "" ? "Logo picture" : "Site title"),
};
