import { blockSchemaFor } from "../../../../blocks/schemaRegistry";
import type { BlockInstance } from "../../../../blocks/types";
import { freeNavigationName, type NavigationList } from "../../../../domain/navigationNames";
import { settingsFields } from "../settingsFields";
import { measureButtonStyles } from "./measureButtonStyles";
import type { AccessibilityProblem } from "./pageProblems";

/** A one-click fix: the button's words, the settings it changes and the field it then puts the owner in, to check what it wrote. */
export interface BlockFix {
  label: string;
  settings: Record<string, unknown>;
  focusField?: string;
}

/** The label of the image block's description field, which the alternative text fix fills and focuses. */
const ALT_FIELD = "Alternative text";

/** The heading block's levels. */
const HEADING_LEVELS = 4;

/** Words for a picture from its address's file name ("roast-day_2.jpg" → "Roast day 2"), or "" when the name is no words. */
export function wordsOfFileName(src: string): string {
  const name = decodeURIComponent(src.split(/[?#]/)[0]!.split("/").pop() ?? "")
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_.]+/g, " ")
    .trim();
  if (!/[a-z]{3}/i.test(name) || /^[0-9a-f\s]{12,}$/i.test(name)) return "";
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function buttonStyleFix(block: BlockInstance, doc: Document): BlockFix | null {
  const field = settingsFields(blockSchemaFor(block.type)!.schema, block.type).find((f) => f.key === "style");
  if (field?.kind !== "choice") return null;
  const style = measureButtonStyles(doc, block.id, field.options.map(String)).find((measured) => measured.passes)?.style;
  if (!style || style === block.settings.style) return null;
  return { label: `Use the “${field.optionLabels?.[style] ?? style}” style`, settings: { ...block.settings, style } };
}

function altTextFix(block: BlockInstance): BlockFix {
  const title = typeof block.settings.title === "string" ? block.settings.title.trim() : "";
  const words = title || wordsOfFileName(String(block.settings.src ?? ""));
  return words
    ? { label: "Describe it from its name", settings: { ...block.settings, alt: words }, focusField: ALT_FIELD }
    : { label: "Write a description", settings: block.settings, focusField: ALT_FIELD };
}

/**
 * The one-click fix for a problem of a block, where its settings have one: the first button
 * style whose words pass the contrast check on the page as shown, the picture's description
 * filled from its title or file name for the owner to confirm, the heading level the page's
 * order asks for, or a navigation's screen reader name that no other navigation of the page has
 * (the name the page would give it, freeNavigationName). Null when the block offers none.
 */
export function fixFor(problem: AccessibilityProblem, block: BlockInstance, doc: Document | null): BlockFix | null {
  const repair = problem.repair;
  if (repair?.kind === "buttonStyle" && block.type === "button" && doc) return buttonStyleFix(block, doc);
  if (repair?.kind === "altText" && block.type === "image") return altTextFix(block);
  if (repair?.kind === "headingLevel" && block.type === "heading" && repair.level <= HEADING_LEVELS && repair.level !== block.settings.level) {
    return { label: `Make it a level ${repair.level} heading`, settings: { ...block.settings, level: repair.level } };
  }
  if (repair?.kind === "navigationName" && block.type === "navigation") {
    const name = freeNavigationName(block.settings.navigation as NavigationList, repair.inLastSection, new Set(repair.taken));
    return { label: `Call it “${name}”`, settings: { ...block.settings, screenReaderName: name } };
  }
  return null;
}
