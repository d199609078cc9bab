import { z } from "zod";
import { IMAGE_LIMITS } from "../../domain/limits/imageLimits";

/** An image address: a site path (file links are /s/...) or an http(s) address. */
export const imageSourceSchema = z
  .string()
  .min(1, "Choose an image.")
  .max(2000)
  .refine((v) => /^(\/|https:\/\/|http:\/\/)/.test(v), { message: "Use a site path or an http(s) address." });

/** A focal point: the spot (0-1 across and down) that stays in view when the image is cropped. */
export const focalPointSchema = z
  .strictObject({
    x: z.number().min(0).max(1).default(IMAGE_LIMITS.defaults.focalPointX),
    y: z.number().min(0).max(1).default(IMAGE_LIMITS.defaults.focalPointY),
  })
  .default({ x: IMAGE_LIMITS.defaults.focalPointX, y: IMAGE_LIMITS.defaults.focalPointY });
