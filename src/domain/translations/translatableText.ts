import type { TranslationFields } from "./translationModel";

/** The settings of each block type that hold words visitors read, which a page's translation carries. */
const TRANSLATABLE_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  heading: ["text"],
  text: ["html"],
  quote: ["text", "attribution"],
  button: ["label"],
  markdown: ["markdown"],
};

/** A page's own title in its translation's fields. */
export const TITLE_FIELD = "title";

/** A post's excerpt in its translation's fields. */
export const EXCERPT_FIELD = "excerpt";

/** A product's name in its translation's fields. */
export const NAME_FIELD = "name";

/** A product's description in its translation's fields. */
export const DESCRIPTION_FIELD = "description";

/** The field name of one block setting in a page's translation. */
function blockFieldName(blockId: string, setting: string): string {
  return `block.${blockId}.${setting}`;
}

interface BlockLike {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

function isBlock(value: Record<string, unknown>): value is Record<string, unknown> & BlockLike {
  return typeof value.id === "string" && typeof value.type === "string" && typeof value.settings === "object" && value.settings !== null;
}

/** Calls `visit` for every block of a stored layout (sections and their blocks, in stored order), whatever its shape. */
function eachBlock(value: unknown, visit: (block: BlockLike) => void): void {
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
  /** The block type the text is in, or "title" for the page's title. */
  of: string;
  text: string;
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
    for (const setting of TRANSLATABLE_SETTINGS[block.type] ?? []) {
      const text = block.settings[setting];
      if (typeof text === "string" && text.trim() !== "") texts.push({ name: blockFieldName(block.id, setting), of: block.type, text });
    }
  });
  return texts;
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
    for (const setting of TRANSLATABLE_SETTINGS[block.type] ?? []) {
      const translated = fields[blockFieldName(block.id, setting)];
      if (translated !== undefined && translated.trim() !== "") block.settings[setting] = translated;
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
