import type { BlockReads } from "../blocks/blockLoader";
import type { Db } from "../db/database";
import { COLLECTION_TYPE } from "../domain/enumerations/collectionTypes";
import { commentsRepository } from "./features/comments/commentsRepository";
import { contentRepository } from "./features/content/contentRepository";
import { isItemLive } from "./features/content/liveItems";
import { blogForListings, eventsPageForListings } from "./features/events/listingsForBlocks";
import { formsForBlocks } from "./features/forms/formsForBlocks";
import type { Website } from "./features/sites/websiteRecord";
import { translatedForm } from "../domain/translations/formTranslations";
import { TITLE_FIELD, translatedOr } from "../domain/translations/translatableText";
import { translatedPost, translatedProduct, translatedTitle, type TranslationLookup } from "../domain/translations/translatedItems";
import { productsForSale } from "./features/store/productsForSale";
import { productsRepository } from "./features/store/productsRepository";
import { loadSummary } from "./features/widgets/loadSummary";

/**
 * The server's reads for the block loaders of one site's page, at `now`; in `preview` (an
 * editor's view) counts include posts not yet live; in an additional language (`translations`),
 * forms, products, the summaries' items and the listing blocks' blogs, posts and events carry
 * their translated words. Made here, where every feature may be
 * named, so the page assembly reaches the forms, the store, the summaries, the events and the comments only
 * through the loaders.
 */
export function blockReadsFor(db: Db, website: Website, now: Date, preview: boolean, translations?: TranslationLookup): BlockReads {
  return {
    async forms(ids) {
      const read = await formsForBlocks(db, website.id, ids);
      if (!translations) return read;
      const forms = Object.entries(read.forms).map(([id, form]) => [id, translatedForm(form, translations.of("form", id) ?? {})] as const);
      return { ...read, forms: Object.fromEntries(forms) };
    },
    async productsForSale(ids) {
      const read = await productsForSale(db, website, ids);
      if (!translations) return read;
      return Object.fromEntries(Object.entries(read).map(([id, product]) => [id, translatedProduct(translations, product)]));
    },
    summary: (settings) => loadSummary(db, website, settings, now, translations),
    async blog(collectionId) {
      const read = await blogForListings(db, website, collectionId, now);
      if (!read || !translations) return read;
      const title = translatedOr(translations.of("page", read.id), TITLE_FIELD, read.title);
      return { ...read, title, posts: read.posts.map((post) => translatedTitle(translations, post)) };
    },
    async eventsPage(collectionId) {
      const read = await eventsPageForListings(db, website, collectionId, now);
      return read && translations ? { ...read, events: read.events.map((event) => translatedPost(translations, event)) } : read;
    },
    async collectionItemCounts() {
      const counts: Record<string, number> = {};
      for (const collection of await contentRepository.listCollections(db, website.id)) {
        if (collection.type === COLLECTION_TYPE.GENERIC) {
          const items = await contentRepository.listItems(db, website.id, collection.id);
          counts[collection.id] = items.filter((item) => preview || isItemLive(item, now)).length;
        } else if (collection.type === COLLECTION_TYPE.PRODUCTS) {
          const products = await productsRepository.listProducts(db, website.id, collection.id);
          counts[collection.id] = products.filter((p) => p.visible && p.variants.length > 0).length;
        }
      }
      return counts;
    },
    async comments(ownerId) {
      if (!website.commentsEnabled) return null;
      const owner = await commentsRepository.ownerOf(db, website.id, ownerId);
      const comments = owner ? await commentsRepository.publishedOf(db, website.id, owner) : [];
      return { ownerId, comments, timeZone: website.timeZone };
    },
  };
}
