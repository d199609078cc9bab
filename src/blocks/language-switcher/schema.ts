import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { linkListDirection, screenReaderName } from "../shared/linkListSettings";
import { LanguageSwitcherPreview } from "./LanguageSwitcherPreview";

const settings = z.strictObject({
  direction: linkListDirection,
  /** The name screen readers give the list. */
  screenReaderName: screenReaderName("A language list's name can be at most 80 characters.")
    .min(1, "A language list needs a name for screen readers, such as Languages.")
    .meta({ title: "Screen reader name" })
    .default("Languages"),
});

/** Settings of a language switcher: its direction and its landmark's name. */
export type LanguageSwitcherSettings = z.infer<typeof settings>;

/** Links to the page being shown in each of the site's languages, each named in its own language (a Tessera block, code 1066). */
export const languageSwitcherSchema: BlockSchemaDefinition<LanguageSwitcherSettings> = {
  type: "language-switcher",
  code: BLOCK_TYPE.languageSwitcher,
  label: "Language switcher",
  description: "Links to this page in each of your site's languages.",
  category: "layout",
  schema: settings,
  example: { direction: "horizontal", screenReaderName: "Languages" },
  Preview: LanguageSwitcherPreview,
  summary: (s) => String(s.screenReaderName),
};
