import type { Db } from "../../../db/database";
import { newId } from "../../../domain/ids";
import type { TranslationFields, TranslationKind, TranslationState } from "../../../domain/translations/translationModel";

/** One item's translation into one language, as kept. */
export interface StoredTranslation {
  kind: TranslationKind;
  itemId: string;
  locale: string;
  fields: TranslationFields;
  /** The primary language's values the translation was made from. */
  source: TranslationFields;
  state: TranslationState;
  updatedAt: string;
}

/** What a save writes: the translation, the primary values it was made from, and its state. */
export interface TranslationWrite {
  kind: TranslationKind;
  itemId: string;
  locale: string;
  fields: TranslationFields;
  source: TranslationFields;
  state: TranslationState;
}

interface Row {
  itemKind: string;
  itemId: string;
  locale: string;
  fieldsJson: string;
  sourceJson: string;
  state: string;
  updatedAt: string;
}

const COLUMNS = ["itemKind", "itemId", "locale", "fieldsJson", "sourceJson", "state", "updatedAt"] as const;

function parsedFields(json: string): TranslationFields {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

function fromRow(row: Row): StoredTranslation {
  return {
    kind: row.itemKind as TranslationKind,
    itemId: row.itemId,
    locale: row.locale,
    fields: parsedFields(row.fieldsJson),
    source: parsedFields(row.sourceJson),
    state: row.state === "needs-translation" ? "needs-translation" : "translated",
    updatedAt: row.updatedAt,
  };
}

/** All SQL of a site's translations. */
export const translationsRepository = {
  /** Every translation of the site into one language (what its pages read). */
  async ofLocale(db: Db, websiteId: string, locale: string): Promise<StoredTranslation[]> {
    const rows = await db.selectFrom("translations").select(COLUMNS).where("websiteId", "=", websiteId).where("locale", "=", locale).execute();
    return rows.map(fromRow);
  },

  /** Every translation of the site (its languages' status). */
  async ofSite(db: Db, websiteId: string): Promise<StoredTranslation[]> {
    const rows = await db.selectFrom("translations").select(COLUMNS).where("websiteId", "=", websiteId).execute();
    return rows.map(fromRow);
  },

  /** One item's translations into every language (the side-by-side view). */
  async ofItem(db: Db, websiteId: string, kind: TranslationKind, itemId: string): Promise<StoredTranslation[]> {
    const rows = await db
      .selectFrom("translations")
      .select(COLUMNS)
      .where("websiteId", "=", websiteId)
      .where("itemKind", "=", kind)
      .where("itemId", "=", itemId)
      .orderBy("locale")
      .execute();
    return rows.map(fromRow);
  },

  /** Keeps an item's translation into a language: a new one, or in place of the one kept (the unique item and locale leaves one). */
  async save(db: Db, websiteId: string, write: TranslationWrite, now: string): Promise<StoredTranslation> {
    const values = { fieldsJson: JSON.stringify(write.fields), sourceJson: JSON.stringify(write.source), state: write.state, updatedAt: now };
    const row = await db
      .insertInto("translations")
      .values({ id: newId(), websiteId, itemKind: write.kind, itemId: write.itemId, locale: write.locale, ...values })
      .onConflict((oc) => oc.columns(["websiteId", "itemKind", "itemId", "locale"]).doUpdateSet(values))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return fromRow(row);
  },
};
