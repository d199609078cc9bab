import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MARQUEE_LIMITS } from "../../domain/limits/layoutLimits";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { MarqueePreview } from "./MarqueePreview";

const { defaults } = MARQUEE_LIMITS;

const item = z
  .string()
  .trim()
  .min(1, "Each phrase needs some text.")
  .max(MARQUEE_LIMITS.maxItemLength, `A phrase holds at most ${MARQUEE_LIMITS.maxItemLength} characters.`);

const settings = z.strictObject({
  items: z.array(item).min(1, "Add at least one phrase.").max(MARQUEE_LIMITS.maxItems, `A marquee holds at most ${MARQUEE_LIMITS.maxItems} phrases.`),
  separator: z
    .string()
    .trim()
    .max(MARQUEE_LIMITS.maxSeparatorLength, `A separator holds at most ${MARQUEE_LIMITS.maxSeparatorLength} characters.`)
    .default("•"),
  waveFrequency: z
    .number("The wave frequency must be a number.")
    .min(MARQUEE_LIMITS.waveFrequency.min, `The wave frequency must be at least ${MARQUEE_LIMITS.waveFrequency.min}.`)
    .max(MARQUEE_LIMITS.waveFrequency.max, `The wave frequency must be at most ${MARQUEE_LIMITS.waveFrequency.max}.`)
    .default(defaults.waveFrequency),
  waveIntensity: z
    .number("The wave intensity must be a number.")
    .min(MARQUEE_LIMITS.waveIntensity.min, `The wave intensity must be at least ${MARQUEE_LIMITS.waveIntensity.min}.`)
    .max(MARQUEE_LIMITS.waveIntensity.max, `The wave intensity must be at most ${MARQUEE_LIMITS.waveIntensity.max}.`)
    .default(defaults.waveIntensity),
  animationDirection: z
    .enum(["left", "right"], "The direction must be left or right.")
    .meta({ optionLabels: { left: "To the left", right: "To the right" } })
    .default(defaults.animationDirection),
  animationSpeed: z
    .number("The speed must be a number.")
    .min(MARQUEE_LIMITS.animationSpeed.min, `The speed must be at least ${MARQUEE_LIMITS.animationSpeed.min}.`)
    .max(MARQUEE_LIMITS.animationSpeed.max, `The speed must be at most ${MARQUEE_LIMITS.animationSpeed.max}.`)
    .default(defaults.animationSpeed),
  pausedOnHover: z.boolean().default(defaults.pausedOnHover),
});

/** Settings of a marquee: its phrases, the separator between them and how they move (spec 2 §3). */
export type MarqueeSettings = z.infer<typeof settings>;

/** A line of phrases scrolling across the page, standing still for visitors who prefer less motion (spec 2 §2, §3, §4). */
export const marqueeSchema: BlockSchemaDefinition<MarqueeSettings> = {
  type: "marquee",
  code: BLOCK_TYPE.marquee,
  label: "Marquee",
  description: "Short phrases scrolling across the page, with a pause button.",
  category: "text",
  schema: settings,
  example: {
    items: ["Fresh bread daily", "Open seven days", "Free local delivery"],
    separator: "•",
    ...defaults,
  },
  Preview: MarqueePreview,
  summary: (s) =>
    (Array.isArray(s.items) ? s.items : [])
      .map(textOf)
      .filter(Boolean)
      .join(` ${textOf(s.separator) || "•"} `),
  island: "marquee",
};
