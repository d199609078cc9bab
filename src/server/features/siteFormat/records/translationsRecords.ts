import { z } from "zod";
import type { Db } from "../../../../db/database";
import { TRANSLATION_STATES, translationFieldsSchema, type TranslationKind } from "../../../../domain/translations/translationModel";
import { translationsRepository } from "../../multilingual/translationsRepository";
import { STORE_TEXTS_ITEM } from "../../../../domain/translations/storeTexts";
import { SITE_TEXTS_ITEM } from "../../../../domain/translations/siteTextsItem";
import { assertDistinct, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most translations one site file may carry. */
const MAX_TRANSLATIONS = 1_000_000;

/** The kinds of item a file's translations may name, each with the table its items are in. */
const ITEM_TABLES = {
  page: "collections",
  navigation: "collections",
  section: "sectionLibrary",
  post: "items",
  product: "storeProducts",
  form: "forms",
} as const;

/** The kinds of translation a file carries: those of its items, the site-wide texts and the store's words (one item each of their own). */
const FILE_KINDS = [...(Object.keys(ITEM_TABLES) as (keyof typeof ITEM_TABLES)[]), "site", "store"] as const;

/** A kind a site file's translation may name. */
type FileKind = (typeof FILE_KINDS)[number];

const translationSchema = z.strictObject({
  kind: z.enum(FILE_KINDS),
  /** The page, shared section, post, product or form of the file the translation is of, or the site-wide texts or the store's words. */
  itemId: z.union([recordId, z.literal(STORE_TEXTS_ITEM), z.literal(SITE_TEXTS_ITEM)]),
  locale: z.string().min(1).max(40),
  /** The translated texts by field name. */
  fields: translationFieldsSchema,
  /** The primary language's texts the translation was made from (so a later change marks it as needing translation). */
  source: translationFieldsSchema,
  state: z.enum(TRANSLATION_STATES),
  updatedAt: recordTime,
});

/** An item's translation into one language as a site file's records carry it. */
type SiteFileTranslation = z.infer<typeof translationSchema>;

/** Whether the site holds the item a translation names. */
async function itemExists(db: Db, websiteId: string, kind: FileKind, itemId: string): Promise<boolean> {
  if (kind === "store") return itemId === STORE_TEXTS_ITEM;
  if (kind === "site") return itemId === SITE_TEXTS_ITEM;
  const row = await db.selectFrom(ITEM_TABLES[kind]).select("id").where("websiteId", "=", websiteId).where("id", "=", itemId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The site's translations into its additional languages: each page's, shared section's, post's, product's, form's
 * and navigation entry's texts, the site-wide texts (banner, bars, popup) and the store's checkout and mail words per language, with the primary texts they were made from and their
 * state, so a moved site keeps its languages' words and what still needs translating. They
 * belong to the site's content, so a replaced site's are written again rather than refused.
 */
export const translationsRecords: RecordSection<SiteFileTranslation[]> = {
  key: "translations",
  schema: z.array(translationSchema).max(MAX_TRANSLATIONS).default([]),

  async check(translations) {
    assertDistinct(
      translations.map((t, index) => ({ value: `${t.kind} ${t.itemId} ${t.locale}`, path: `records.translations[${index}].locale` })),
      "is the language of another translation of this item.",
    );
  },

  async exportRecords(db, websiteId) {
    const kept = await translationsRepository.ofSite(db, websiteId);
    return kept
      .filter((t): t is typeof t & { kind: FileKind } => (FILE_KINDS as readonly string[]).includes(t.kind))
      .map((t) => ({ kind: t.kind, itemId: t.itemId, locale: t.locale, fields: t.fields, source: t.source, state: t.state, updatedAt: t.updatedAt }))
      .sort((a, b) => `${a.kind} ${a.itemId} ${a.locale}`.localeCompare(`${b.kind} ${b.itemId} ${b.locale}`));
  },

  async importRecords(db, context, translations) {
    for (const [index, translation] of translations.entries()) {
      if (!(await itemExists(db, context.websiteId, translation.kind, translation.itemId)))
        recordProblem(
          `records.translations[${index}].itemId`,
          `is not a ${translation.kind === "navigation" ? "page" : translation.kind === "store" ? "store text" : translation.kind} of this file.`,
        );
      const { updatedAt, ...write } = translation;
      await translationsRepository.save(db, context.websiteId, { ...write, kind: write.kind satisfies TranslationKind }, updatedAt);
    }
  },
};
