import type { Db } from "../../../db/database";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import { STORE_TEXTS_ITEM, storeTextsIn, storeTextsOf, type StoreTexts } from "../../../domain/translations/storeTexts";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";
import type { TranslationFields } from "../../../domain/translations/translationModel";
import type { Website } from "../sites/websiteRecord";

/**
 * The language a cart is filled in, from the page's language: one of the site's additional
 * languages, null for the primary language or any other; undefined (left as it is) when the
 * request did not say.
 */
export function shoppingLanguage(website: Website, pageLocale: string | undefined): string | null | undefined {
  if (pageLocale === undefined) return undefined;
  const { languages } = readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]);
  return languages.find((language) => language.locale.toLowerCase() === pageLocale.toLowerCase())?.locale ?? null;
}

/** The checkout's and order mails' words in a cart's or order's language (the primary words where none is kept). */
export async function storeTextsFor(db: Db, websiteId: string, locale: string | null): Promise<StoreTexts> {
  if (locale === null) return storeTextsIn(undefined);
  const row = await db
    .selectFrom("translations")
    .select("fieldsJson")
    .where("websiteId", "=", websiteId)
    .where("itemKind", "=", "store")
    .where("itemId", "=", STORE_TEXTS_ITEM)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return storeTextsIn(row ? (JSON.parse(row.fieldsJson) as Record<string, string>) : undefined);
}

/**
 * The store's words and its products' translated names in an order's language, read at once,
 * for what names the order's lines (its confirmation mail) and a product refused when added to a
 * cart; no lookup for the primary language.
 */
export async function storeLanguageFor(db: Db, websiteId: string, locale: string | null): Promise<{ texts: StoreTexts; lookup?: TranslationLookup }> {
  if (locale === null) return { texts: storeTextsIn(undefined) };
  const rows = await db
    .selectFrom("translations")
    .select(["itemKind", "itemId", "fieldsJson"])
    .where("websiteId", "=", websiteId)
    .where("locale", "=", locale)
    .where("itemKind", "in", ["store", "product"])
    .execute();
  const byItem = new Map(rows.map((row) => [`${row.itemKind}\n${row.itemId}`, JSON.parse(row.fieldsJson) as TranslationFields]));
  const lookup: TranslationLookup = { locale, of: (kind, itemId) => byItem.get(`${kind}\n${itemId}`) };
  return { texts: storeTextsOf(lookup), lookup };
}

/** The language an order was placed in: one of the site's additional languages, null for the primary (or an order not found). */
export async function orderLocale(db: Db, websiteId: string, orderId: string): Promise<string | null> {
  const row = await db.selectFrom("storeOrders").select("locale").where("websiteId", "=", websiteId).where("id", "=", orderId).executeTakeFirst();
  return row?.locale ?? null;
}

/** The language a page made for one request is shown in: its prefix ("" for the primary language), its locale (null for the primary) and the store's words in it. */
export interface ShownLanguage {
  pathPrefix: string;
  locale: string | null;
  texts: StoreTexts;
}

/** The primary language: no prefix, the primary words. */
const PRIMARY_LANGUAGE: ShownLanguage = { pathPrefix: "", locale: null, texts: storeTextsIn(undefined) };

/** A site's additional language with the store's words in it. */
async function shownIn(db: Db, websiteId: string, language: { pathPrefix: string; locale: string }): Promise<ShownLanguage> {
  return { pathPrefix: language.pathPrefix, locale: language.locale, texts: await storeTextsFor(db, websiteId, language.locale) };
}

/**
 * The language an address of a page served in every language is in (the account, donate, join and
 * unsubscribe pages): the primary one without a prefix, one of the site's additional languages
 * under its prefix, or none (null) for a prefix the site has no language for.
 */
export async function languageOfPrefix(db: Db, website: Website, prefix: string | undefined): Promise<ShownLanguage | null> {
  if (prefix === undefined) return PRIMARY_LANGUAGE;
  const { languages } = readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]);
  const language = languages.find((l) => l.pathPrefix === prefix);
  return language ? shownIn(db, website.id, language) : null;
}

/** The language a script's call came from, by its page's locale: one of the site's additional languages, else the primary one. */
export async function languageOfLocale(db: Db, website: Website, locale: unknown): Promise<ShownLanguage> {
  const { languages } = readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]);
  const language = typeof locale === "string" ? languages.find((l) => l.locale.toLowerCase() === locale.toLowerCase()) : undefined;
  return language ? shownIn(db, website.id, language) : PRIMARY_LANGUAGE;
}
