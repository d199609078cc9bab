import { z } from "zod";
import { BLOCK_TYPE, BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import { DISPLAY_MODE } from "../../domain/enumerations/videoModes";
import { IMAGE_LIMITS } from "../../domain/limits/imageLimits";
import type { BlockSchemaDefinition } from "../types";
import { DISPLAY_MODE_LABELS } from "../shared/choiceLabels";
import { linkSchema } from "../shared/linkSchema";
import { TOOLTIP_MAX_LENGTH } from "../shared/Tooltip";
import { ImagePreview } from "./ImagePreview";
import { textOf } from "../shared/plainText";
import { focalPointSchema, imageSourceSchema } from "./imageSource";

/** A fixed ratio such as "3:2", or "" to keep the image's own shape. */
export const ratioSchema = z
  .string()
  .regex(/^(|\d{1,3}(\.\d{1,2})?:\d{1,3}(\.\d{1,2})?)$/, "Write the ratio as width:height, for example 3:2.")
  .default("");

const settings = z
  .strictObject({
    src: imageSourceSchema,
    alt: z.string().max(500).default(""),
    caption: z.string().max(1000).default(""),
    width: z.number().int().positive().max(20_000).optional(),
    height: z.number().int().positive().max(20_000).optional(),
    link: linkSchema.default(""),
    variant: z
      .enum(BLOCK_VARIANTS.image)
      .meta({ optionLabels: { inline: "Inline", poster: "Poster", card: "Card", overlap: "Overlap", collage: "Collage", stack: "Stack" } })
      .default("inline"),
    title: z.string().max(300).default(""),
    /** A button under the variant's text, shown when it has both words and a link. */
    buttonLabel: z.string().trim().max(100).default(""),
    buttonLink: linkSchema.default(""),
    focalPoint: focalPointSchema,
    fixedRatio: ratioSchema,
    /** Load mode: true loads 200 px before the image scrolls into view, false at once. */
    lazy: z.boolean().default(IMAGE_LIMITS.defaults.loadMode),
    /** fill crops to cover the frame, fit contains the whole image, none shows it at its size. */
    displayMode: z.enum([DISPLAY_MODE.FILL, DISPLAY_MODE.FIT, DISPLAY_MODE.NONE]).meta({ optionLabels: DISPLAY_MODE_LABELS }).default(DISPLAY_MODE.FILL),
    fitAlignment: z
      .enum(["center", "top", "bottom", "left", "right"])
      .meta({ optionLabels: { center: "Center", top: "Top", bottom: "Bottom", left: "Left", right: "Right" } })
      .default("center"),
    sizeAdjustment: z.number().min(0.1).max(4).default(IMAGE_LIMITS.defaults.sizeAdjustment),
    sizeFormat: z
      .enum(["queryString", "filename"])
      .meta({ optionLabels: { queryString: "Size in the address", filename: "Size in the file name" } })
      .default("queryString"),
    stretch: z.boolean().default(false),
    minPixelRatio: z.number().min(0.5).max(4).optional(),
    maxPixelRatio: z.number().min(0.5).max(4).optional(),
    allowSaveData: z.boolean().default(false),
    /** Force update: load the picture again whenever the width its box needs changes, a smaller one too, instead of keeping a larger one. */
    forceUpdate: z.boolean().default(false),
    lightbox: z.boolean().default(false),
    /** Shown beside the picture on hover, and on keyboard focus when it is a link or opens the lightbox. */
    tooltip: z.string().trim().max(TOOLTIP_MAX_LENGTH, `A tooltip can be at most ${TOOLTIP_MAX_LENGTH} characters.`).default(""),
  })
  .refine((s) => s.buttonLabel === "" || s.buttonLink !== "", { message: "Give the button a link.", path: ["buttonLink"] })
  .refine((s) => s.minPixelRatio === undefined || s.maxPixelRatio === undefined || s.minPixelRatio <= s.maxPixelRatio, {
    message: "The least sharpness must not be above the most sharpness.",
    path: ["minPixelRatio"],
  });

/** Settings of an image block: the picture, its text, its variant and how it is cropped and loaded. */
export type ImageSettings = z.infer<typeof settings>;

/** A picture with alternative text, a caption, an optional button and six layouts (spec 2 §2, §3). */
export const imageSchema: BlockSchemaDefinition<ImageSettings> = {
  type: "image",
  code: BLOCK_TYPE.image,
  label: "Image",
  description: "A picture with alternative text, an optional caption and a choice of layouts.",
  category: "media",
  schema: settings,
  example: {
    src: "/static/demo/roastery.svg",
    alt: "The roaster at work",
    caption: "",
    link: "",
    width: 1200,
    height: 800,
    variant: "inline",
    title: "",
    buttonLabel: "",
    buttonLink: "",
    focalPoint: { x: 0.5, y: 0.5 },
    fixedRatio: "",
    lazy: true,
    displayMode: "fill",
    fitAlignment: "center",
    sizeAdjustment: 1,
    sizeFormat: "queryString",
    stretch: false,
    allowSaveData: false,
    forceUpdate: false,
    lightbox: false,
    tooltip: "",
  },
  island: "image",
  showsPicture: true,
  Preview: ImagePreview,
  summary: (s) => textOf(s.alt) || textOf(s.src).split("/").pop() || "",
};
