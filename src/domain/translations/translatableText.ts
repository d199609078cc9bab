import { BLOCK_TEXTS, textPlace, type TextPlace } from "./blockTexts";
import type { TranslationFields } from "./translationModel";

/** A page's own title in its translation's fields. */
export const TITLE_FIELD = "title";

/** A post's excerpt in its translation's fields. */
export const EXCERPT_FIELD = "excerpt";

/** A product's name in its translation's fields. */
export const NAME_FIELD = "name";

/** A product's description in its translation's fields. */
export const DESCRIPTION_FIELD = "description";

/** The field name of one block text in a page's translation: the block's id and the text's place in its settings. */
export function blockFieldName(blockId: string, at: string): string {
  return `block.${blockId}.${at}`;
}

/** A block as a stored layout holds it, read without its schema. */
export interface BlockLike {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

function isBlock(value: Record<string, unknown>): value is Record<string, unknown> & BlockLike {
  return typeof value.id === "string" && typeof value.type === "string" && typeof value.settings === "object" && value.settings !== null;
}

/** Calls `visit` for every block of a stored layout (sections and their blocks, in stored order), whatever its shape. */
export function eachBlock(value: unknown, visit: (block: BlockLike) => void): void {
  if (Array.isArray(value)) {
    for (const entry of value) eachBlock(entry, visit);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value as Record<string, unknown>;
  if (isBlock(record)) {
    visit(record);
    return;
  }
  for (const entry of Object.values(record)) eachBlock(entry, visit);
}

/** One text of a page a translation may carry: its field name, what it is, and the primary language's words. */
export interface SourceText {
  name: string;
  /** The kind of text it is (textKinds.ts): "title" for the page's title, "heading", "caption"… for a block's. */
  of: string;
  text: string;
}

/**
 * Each translatable text of a block with its kind: its own settings' in the table's order, then
 * each list's entry by entry (an accordion item's title, then its text, then the next item's).
 */
function blockTextPlaces(block: BlockLike): { place: TextPlace; of: string }[] {
  const paths = Object.entries(BLOCK_TEXTS[block.type] ?? {});
  const listOf = (path: string) => (path.includes(".*") ? path.slice(0, path.indexOf(".*")) : "");
  return [...new Set(paths.map(([path]) => listOf(path)))].flatMap((list) => {
    const ofList = paths.filter(([path]) => listOf(path) === list);
    const entries = list === "" ? [""] : textListIndexes(block.settings, list);
    return entries.flatMap((index) =>
      ofList.flatMap(([path, of]) => {
        const place = textPlace(block.settings, path.replace("*", index));
        return place ? [{ place, of }] : [];
      }),
    );
  });
}

/** The positions of a list in a block's settings ("0", "1"…), none when the setting is not a list. */
function textListIndexes(settings: Record<string, unknown>, list: string): string[] {
  const value = settings[list];
  return Array.isArray(value) ? value.map((_, index) => String(index)) : [];
}

/** The string at a place. */
function textAt(place: TextPlace): string {
  return place.holder[place.key] as string;
}

/**
 * A page's texts in the primary language: its title, its description (what search engines, shared
 * links and a blog's feed tell) when it has one, then every non-empty translatable setting of its
 * blocks in stored order.
 */
export function pageSourceTexts(title: string, description: string, layout: unknown): SourceText[] {
  const texts: SourceText[] = [{ name: TITLE_FIELD, of: "title", text: title }];
  if (description.trim() !== "") texts.push({ name: DESCRIPTION_FIELD, of: DESCRIPTION_FIELD, text: description });
  eachBlock(layout, (block) => {
    for (const { place, of } of blockTextPlaces(block)) {
      const text = textAt(place);
      if (text.trim() !== "") texts.push({ name: blockFieldName(block.id, place.at), of, text });
    }
  });
  return texts;
}

/** A shared section's texts in the primary language: its blocks' words in stored order (a section has no title of its own to visitors). */
export function sectionSourceTexts(section: unknown): SourceText[] {
  return pageSourceTexts("", "", section).slice(1);
}

/** A post's texts in the primary language: its title, its excerpt (when it has one), then its blocks' texts in stored order. */
export function postSourceTexts(title: string, excerpt: string, layout: unknown): SourceText[] {
  const [titleText, ...blockTexts] = pageSourceTexts(title, "", layout);
  const excerptText = excerpt.trim() === "" ? [] : [{ name: EXCERPT_FIELD, of: EXCERPT_FIELD, text: excerpt }];
  return [titleText!, ...excerptText, ...blockTexts];
}

/** A product's texts in the primary language: its name, then its description when it has one. */
export function productSourceTexts(name: string, description: string): SourceText[] {
  const texts: SourceText[] = [{ name: NAME_FIELD, of: NAME_FIELD, text: name }];
  if (description.trim() !== "") texts.push({ name: DESCRIPTION_FIELD, of: DESCRIPTION_FIELD, text: description });
  return texts;
}

/** A page's texts as fields, for keeping beside a translation what it was made from. */
export function sourceFields(texts: readonly SourceText[]): TranslationFields {
  return Object.fromEntries(texts.map((t) => [t.name, t.text]));
}

/** The stored layout with each translated block text in place of the primary one; texts without a translation stay as they are. */
export function translatedLayout(layout: unknown, fields: TranslationFields): unknown {
  const copy: unknown = structuredClone(layout);
  eachBlock(copy, (block) => {
    for (const { place } of blockTextPlaces(block)) {
      const translated = fields[blockFieldName(block.id, place.at)];
      if (translated !== undefined && translated.trim() !== "") place.holder[place.key] = translated;
    }
  });
  return copy;
}

/** A translated text, or the primary one when the translation has none. */
export function translatedOr(fields: TranslationFields | undefined, name: string, primary: string): string {
  const translated = fields?.[name];
  return translated !== undefined && translated.trim() !== "" ? translated : primary;
}

/** Whether a translation needs translating again: marked so, or a text of the primary language changed or appeared since it was saved. */
export function needsTranslation(state: string, source: TranslationFields, current: readonly SourceText[]): boolean {
  return state === "needs-translation" || current.some((text) => source[text.name] !== text.text);
}
