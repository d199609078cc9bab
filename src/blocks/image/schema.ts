import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { linkSchema } from "../shared/linkSchema";

const settings = z.strictObject({
  src: z
    .string()
    .min(1, "Choose an image.")
    .max(2000)
    .refine((v) => /^(\/|https:\/\/|http:\/\/)/.test(v), { message: "Use a site path or an http(s) address." }),
  alt: z.string().max(500).default(""),
  caption: z.string().max(1000).default(""),
  width: z.number().int().positive().max(20_000).optional(),
  height: z.number().int().positive().max(20_000).optional(),
  link: linkSchema.default(""),
});

/** Settings of an image block: the source, alternative text, optional caption, size and link. */
export type ImageSettings = z.infer<typeof settings>;

/** A single image (a plain img with alt; the responsive pipeline comes with media). */
export const imageSchema: BlockSchemaDefinition<ImageSettings> = {
  type: "image",
  code: BLOCK_TYPE.image,
  label: "Image",
  description: "A picture with alternative text and an optional caption.",
  category: "media",
  schema: settings,
  example: { src: "/static/demo/placeholder.svg", alt: "A placeholder picture", caption: "", link: "", width: 1200, height: 800 },
};
