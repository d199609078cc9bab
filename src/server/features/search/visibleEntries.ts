import type { Db } from "../../../db/database";
import type { SearchEntryRow } from "../../../db/schema";
import { plainText } from "../../../blocks/shared/plainText";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { isForSale } from "../../../domain/commerce/productVisibility";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import type { SearchKind } from "../../../domain/search/searchQuery";
import type { Collection, Item } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { eventsRepository } from "../events/eventsRepository";
import { productsRepository } from "../store/productsRepository";
import { productPath } from "../store/storePaths";
import type { Website } from "../sites/websiteRecord";
import { layoutText } from "./layoutText";

/** A search entry before it is stored: what the index holds of one page, post, product or event. */
export type SearchEntry = Omit<SearchEntryRow, "websiteId" | "position" | "searchVector" | "kind"> & { kind: SearchKind };

/** Whether anonymous visitors may open a collection's pages: not hidden, not for members, not behind a password. */
function openToEveryone(collection: Collection): boolean {
  return collection.navigation !== NAVIGATION.HIDDEN && collection.navigation !== NAVIGATION.MEMBER_AREAS && collection.passwordHash === null;
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

/**
 * Everything of a site that anonymous visitors may open, as search entries: published pages,
 * live or scheduled posts and events, and products for sale. Nothing of a site behind a password,
 * and nothing of a hidden, member-only or password-locked page, nor of the posts, events and
 * products those hold: search shows only what everyone may see.
 */
export async function visibleEntries(db: Db, website: Website): Promise<SearchEntry[]> {
  if (website.passwordHash !== null) return [];
  const collections = (await contentRepository.listCollections(db, website.id)).filter(openToEveryone);
  const published = new Map((await contentRepository.listLayouts(db, website.id)).map((layout) => [layout.ownerId, layout.published]));
  const entries: SearchEntry[] = [];
  for (const collection of collections) {
    const url = `/${collection.urlSlug}`;
    if (collection.type === COLLECTION_TYPE.PAGE) {
      const layout = published.get(collection.id);
      if (layout)
        entries.push({
          id: collection.id,
          kind: "page",
          title: collection.title,
          body: joined(collection.description, layoutText(layout)),
          url,
          liveFrom: null,
        });
    } else if (collection.type === COLLECTION_TYPE.GENERIC) {
      const events = isEventsCollection(collection.settings);
      const details = events ? await eventsRepository.ofCollection(db, website.id, collection.id) : new Map();
      for (const item of await contentRepository.listItems(db, website.id, collection.id)) {
        const liveFrom = liveFromOf(item);
        if (liveFrom === undefined || (events && !details.has(item.id))) continue;
        const kind: SearchKind = events ? "event" : "post";
        const location = details.get(item.id)?.location ?? "";
        const body = joined(item.excerpt, location, layoutText(published.get(item.id) ?? null));
        entries.push({ id: item.id, kind, title: item.title, body, url: `${url}/${item.urlPath}`, liveFrom });
      }
    } else if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      for (const product of await productsRepository.listProducts(db, website.id, collection.id)) {
        if (!isForSale(product)) continue;
        const body = plainText(product.description);
        entries.push({ id: product.id, kind: "product", title: product.name, body, url: productPath(collection.urlSlug, product.urlSlug), liveFrom: null });
      }
    }
  }
  return entries;
}
