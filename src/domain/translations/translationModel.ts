import { z } from "zod";

/**
 * What a translation belongs to: a page (its title and its blocks' text), a shared section (its
 * blocks' text, on every page that places it), the site-wide texts (the cookie banner's, the
 * bars' and the popup's, one item), a post, a product, a form, a navigation entry,
 * one block or the store's checkout and order mails (the kinds migrations 1210, 1260, 1340 and
 * 1397 allow).
 */
export type TranslationKind = "page" | "section" | "site" | "post" | "product" | "form" | "navigation" | "block" | "store";

/** The kinds of item an owner translates side by side, in the order the translation screen offers them. */
export const TRANSLATED_KINDS = ["page", "section", "post", "product", "form", "site", "store"] as const;
/** One of TRANSLATED_KINDS. */
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

/** A translation is done, or its primary text changed (or the owner marked it) and it needs translating again. */
export const TRANSLATION_STATES = ["translated", "needs-translation"] as const;
/** One of TRANSLATION_STATES. */
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Longest translated value of one field (a text block's HTML at most). */
const MAX_FIELD_LENGTH = 100_000;
/** Most fields one translation holds (a page's title and its blocks' texts). */
const MAX_FIELDS = 500;

/** Translated field values by field name ("title", "block.<id>.<setting>"), as stored and as the editor sends them. */
export const translationFieldsSchema = z
  .record(z.string().max(200), z.string().max(MAX_FIELD_LENGTH, `must be at most ${MAX_FIELD_LENGTH} characters.`))
  .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, `must hold at most ${MAX_FIELDS} texts.`);

/** Field values by field name. */
export type TranslationFields = Record<string, string>;
