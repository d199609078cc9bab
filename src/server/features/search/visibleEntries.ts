import type { Db } from "../../../db/database";
import type { SearchEntryRow } from "../../../db/schema";
import { plainText } from "../../../blocks/shared/plainText";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { isShownInShop } from "../../../domain/commerce/productVisibility";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import type { SearchKind } from "../../../domain/search/searchQuery";
import type { Collection, Item } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { eventsRepository } from "../events/eventsRepository";
import { productsRepository } from "../store/productsRepository";
import { productPath } from "../store/storePaths";
import type { Website } from "../sites/websiteRecord";
import { layoutText } from "./layoutText";
import { languagePath } from "../../../domain/translations/languagePaths";
import { DESCRIPTION_FIELD, EXCERPT_FIELD, NAME_FIELD, TITLE_FIELD, translatedLayout, translatedOr } from "../../../domain/translations/translatableText";
import type { TranslationFields, TranslationKind } from "../../../domain/translations/translationModel";
import { siteLanguages } from "../multilingual/siteLanguages";
import { translationsRepository } from "../multilingual/translationsRepository";

/** A search entry before it is stored: what the index holds of one page, post, product or event. */
export type SearchEntry = Omit<SearchEntryRow, "websiteId" | "position" | "searchVector" | "kind"> & { kind: SearchKind };

/** Whether anonymous visitors may open a collection's pages: not hidden, not for members, not behind a password, not private or in review. */
function openToEveryone(collection: Collection): boolean {
  return (
    collection.navigation !== NAVIGATION.HIDDEN &&
    collection.navigation !== NAVIGATION.MEMBER_AREAS &&
    collection.passwordHash === null &&
    collection.publishState === null
  );
}

/** When a post is found from: published posts always (null), scheduled ones from their time, others never (undefined). */
function liveFromOf(item: Item): string | null | undefined {
  if (item.publishState === PUBLISH_STATE.PUBLISHED) return null;
  if (item.publishState === PUBLISH_STATE.SCHEDULED && item.publishOn !== null) return new Date(item.publishOn).toISOString();
  return undefined;
}

function joined(...texts: string[]): string {
  return texts.filter(Boolean).join(" ");
}

/** One searchable thing's words in one language, from its translation's fields (undefined for the primary language). */
type EntryIn = (fields: TranslationFields | undefined) => Pick<SearchEntry, "title" | "body">;

/**
 * Everything of a site that anonymous visitors may open, as search entries: published pages,
 * live or scheduled posts and events, and products for sale. Nothing of a site behind a password,
 * and nothing of a hidden, member-only or password-locked page, nor of the posts, events and
 * products those hold: search shows only what everyone may see. Each is listed in the primary
 * language and again in each additional language, with that language's translated words (the
 * primary words where none) and its address under the language's prefix.
 */
export async function visibleEntries(db: Db, website: Website): Promise<SearchEntry[]> {
  if (website.passwordHash !== null) return [];
  const collections = (await contentRepository.listCollections(db, website.id)).filter(openToEveryone);
  const published = new Map((await contentRepository.listLayouts(db, website.id)).map((layout) => [layout.ownerId, layout.published]));
  const languages = siteLanguages(website).slice(1);
  const translations = new Map(
    languages.length === 0 ? [] : (await translationsRepository.ofSite(db, website.id)).map((t) => [`${t.kind}\n${t.itemId}\n${t.locale}`, t.fields]),
  );
  const entries: SearchEntry[] = [];
  const add = (entry: Omit<SearchEntry, "title" | "body" | "locale">, translatedAs: TranslationKind, words: EntryIn) => {
    entries.push({ ...entry, ...words(undefined), locale: "" });
    for (const language of languages) {
      const fields = translations.get(`${translatedAs}\n${entry.id}\n${language.locale}`);
      const url = languagePath(language.pathPrefix, entry.url);
      entries.push({ ...entry, ...words(fields), id: `${language.locale}:${entry.id}`, url, locale: language.locale });
    }
  };
  for (const collection of collections) {
    const url = `/${collection.urlSlug}`;
    if (collection.type === COLLECTION_TYPE.PAGE) {
      const layout = published.get(collection.id);
      if (layout)
        add({ id: collection.id, kind: "page", url, liveFrom: null }, "page", (fields) => ({
          title: translatedOr(fields, TITLE_FIELD, collection.title),
          body: joined(collection.description, layoutText(fields ? translatedLayout(layout, fields) : layout)),
        }));
    } else if (collection.type === COLLECTION_TYPE.GENERIC) {
      const events = isEventsCollection(collection.settings);
      const details = events ? await eventsRepository.ofCollection(db, website.id, collection.id) : new Map();
      for (const item of await contentRepository.listItems(db, website.id, collection.id)) {
        const liveFrom = liveFromOf(item);
        if (liveFrom === undefined || (events && !details.has(item.id))) continue;
        const kind: SearchKind = events ? "event" : "post";
        const location = details.get(item.id)?.location ?? "";
        const layout = published.get(item.id) ?? null;
        add({ id: item.id, kind, url: `${url}/${item.urlPath}`, liveFrom }, "post", (fields) => ({
          title: translatedOr(fields, TITLE_FIELD, item.title),
          body: joined(translatedOr(fields, EXCERPT_FIELD, item.excerpt), location, layoutText(fields && layout ? translatedLayout(layout, fields) : layout)),
        }));
      }
    } else if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      for (const product of await productsRepository.listProducts(db, website.id, collection.id)) {
        if (!isShownInShop(product)) continue;
        add({ id: product.id, kind: "product", url: productPath(collection.urlSlug, product.urlSlug), liveFrom: null }, "product", (fields) => ({
          title: translatedOr(fields, NAME_FIELD, product.name),
          body: plainText(translatedOr(fields, DESCRIPTION_FIELD, product.description)),
        }));
      }
    }
  }
  return entries;
}
