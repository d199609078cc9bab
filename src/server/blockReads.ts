import type { BlockReads } from "../blocks/blockLoader";
import type { Db } from "../db/database";
import { COLLECTION_TYPE } from "../domain/enumerations/collectionTypes";
import { contentRepository } from "./features/content/contentRepository";
import { isItemLive } from "./features/content/liveItems";
import { blogForListings, eventsPageForListings } from "./features/events/listingsForBlocks";
import { formsForBlocks } from "./features/forms/formsForBlocks";
import type { Website } from "./features/sites/websiteRecord";
import { productsForSale } from "./features/store/productsForSale";
import { productsRepository } from "./features/store/productsRepository";
import { loadSummary } from "./features/widgets/loadSummary";

/**
 * The server's reads for the block loaders of one site's page, at `now`; in `preview` (an
 * editor's view) counts include posts not yet live. Made here, where every feature may be
 * named, so the page assembly reaches the forms, the store, the summaries and the events only
 * through the loaders.
 */
export function blockReadsFor(db: Db, website: Website, now: Date, preview: boolean): BlockReads {
  return {
    forms: (ids) => formsForBlocks(db, website.id, ids),
    productsForSale: (ids) => productsForSale(db, website, ids),
    summary: (settings) => loadSummary(db, website, settings, now),
    blog: (collectionId) => blogForListings(db, website, collectionId, now),
    eventsPage: (collectionId) => eventsPageForListings(db, website, collectionId, now),
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
  };
}
