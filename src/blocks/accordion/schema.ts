import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";

const item = z.strictObject({
  title: z.string().min(1, "Each item needs a title.").max(300),
  html: z.string().max(50_000).default(""),
});

const settings = z.strictObject({
  items: z.array(item).min(1, "Add at least one item.").max(50),
  firstItemExpanded: z.boolean().default(false),
  allowMultipleOpen: z.boolean().default(false),
});

/** Settings of an accordion: its items, whether the first starts open, whether several may be open. */
export type AccordionSettings = z.infer<typeof settings>;

/** Stacked sections whose headers open and close them (spec 2 §2, §4). */
export const accordionSchema: BlockSchemaDefinition<AccordionSettings> = {
  type: "accordion",
  code: BLOCK_TYPE.accordion,
  label: "Accordion",
  description: "Questions and answers, or any content that opens on demand.",
  category: "interactive",
  schema: settings,
  example: {
    items: [
      { title: "What is this?", html: "<p>A section that opens when you choose its title.</p>" },
      { title: "Can several be open?", html: "<p>Only if the block allows it.</p>" },
    ],
    firstItemExpanded: true,
    allowMultipleOpen: false,
  },
  island: "accordion",
};
