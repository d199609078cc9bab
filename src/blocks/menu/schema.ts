import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { MenuPreview } from "./MenuPreview";
import { textOf } from "../shared/plainText";

const section = z.strictObject({
  title: z.string().trim().min(1, "Each section needs a title.").max(100),
  html: z.string().max(50_000).default(""),
});

const settings = z.strictObject({
  sections: z.array(section).min(1, "Add at least one section.").max(20),
});

/** Settings of a menu block: its sections, each a tab label and the rich text of its items. */
export type MenuSettings = z.infer<typeof settings>;

/** A menu in tabs: one label per section (dishes, drinks, desserts), one section shown at a time (spec 2 §2). */
export const menuSchema: BlockSchemaDefinition<MenuSettings> = {
  type: "menu",
  code: BLOCK_TYPE.menu,
  label: "Menu",
  description: "A restaurant menu or price list in tabs, one section at a time.",
  category: "interactive",
  schema: settings,
  example: {
    sections: [
      { title: "Breakfast", html: "<p><strong>Porridge</strong> — oats, honey, pear. $7</p><p><strong>Eggs on toast</strong> — sourdough, chives. $9</p>" },
      { title: "Lunch", html: "<p><strong>Soup of the day</strong> — with bread. $8</p><p><strong>Rye sandwich</strong> — cheese, pickles. $10</p>" },
      { title: "Drinks", html: "<p><strong>Filter coffee</strong> $3</p><p><strong>Fresh lemonade</strong> $4</p>" },
    ],
  },
  Preview: MenuPreview,
  summary: (s) =>
    (Array.isArray(s.sections) ? s.sections : [])
      .map((item: unknown) => textOf((item as { title?: unknown } | null)?.title))
      .filter(Boolean)
      .join(" · "),
  island: "menu",
};
