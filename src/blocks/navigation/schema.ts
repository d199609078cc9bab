import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { linkListDirection, screenReaderName } from "../shared/linkListSettings";
import { NavigationPreview } from "./NavigationPreview";

/** The navigations a block may list, in the site's own words. */
const NAVIGATION_NAMES = { main: "Main navigation", hidden: "Pages not in the navigation" } as const;

const settings = z.strictObject({
  navigation: z
    .enum(["main", "hidden"], { error: "Choose which navigation to list: the main navigation or the pages not in it." })
    .meta({ optionLabels: NAVIGATION_NAMES })
    .default("main"),
  direction: linkListDirection,
  /** The name screen readers give the list's landmark ("Site navigation"); left empty, the page gives it one no other navigation of it has (blocks/navigation/namedNavigations.ts). */
  screenReaderName: screenReaderName("A navigation's name can be at most 80 characters.")
    .meta({ title: "Screen reader name (leave empty to have one chosen)" })
    .default(""),
});

/** Settings of a navigation block: which navigation, its direction and its landmark's name. */
export type NavigationSettings = z.infer<typeof settings>;

/** A list of links to the pages of one of the site's navigations, the current page marked (spec 2 §3, code 1). */
export const navigationSchema: BlockSchemaDefinition<NavigationSettings> = {
  type: "navigation",
  code: BLOCK_TYPE.navigation,
  label: "Navigation",
  description: "Links to the pages of your site's navigation.",
  category: "layout",
  schema: settings,
  example: { navigation: "main", direction: "horizontal", screenReaderName: "" },
  Preview: NavigationPreview,
  summary: (s) => (s.navigation === "hidden" ? NAVIGATION_NAMES.hidden : NAVIGATION_NAMES.main),
};
