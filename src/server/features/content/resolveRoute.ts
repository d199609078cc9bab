import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item, StoredLayout } from "./contentRecords";
import { contentRepository } from "./contentRepository";
import type { SitePageBody } from "./sitePageBody";
import { shopPageBody } from "../store/shopRoute";

/** What a content path names on a site. */
export type ContentRoute =
  | { kind: "page"; collection: Collection; layout: StoredLayout | null }
  | { kind: "blog"; collection: Collection; posts: Item[] }
  | { kind: "post"; collection: Collection; item: Item; layout: StoredLayout | null }
  | { kind: "member-area"; collection: Collection; layout: StoredLayout | null }
  | { kind: "store"; collection: Collection; body: SitePageBody }
  | { kind: "not-found" };

/** Whether a post is visible to visitors at `now`: published, or scheduled and due. */
function isItemLive(item: Item, now: Date): boolean {
  if (item.publishState === PUBLISH_STATE.PUBLISHED) return true;
  return item.publishState === PUBLISH_STATE.SCHEDULED && item.publishOn !== null && new Date(item.publishOn) <= now;
}

/** The collections of the main navigation in their order. */
export function mainNavigation(collections: Collection[]): Collection[] {
  return collections.filter((c) => c.navigation === NAVIGATION.MAIN).sort((a, b) => a.position - b.position);
}

/** The home page: the first collection of the main navigation. */
function homeCollection(collections: Collection[]): Collection | null {
  return mainNavigation(collections)[0] ?? null;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

/**
 * Finds what a path names: the home page at "/", a page or blog by its slug, a blog post by the
 * blog's slug plus the post's path. Drafts, unpublished layouts and future posts are not found,
 * except in `preview` (a signed-in editor's view of the drafts).
 */
export async function resolveRoute(db: Db, website: Website, collections: Collection[], path: string, now: Date, preview = false): Promise<ContentRoute> {
  const parts = splitPath(path);
  const collection = parts.length === 0 ? homeCollection(collections) : (collections.find((c) => c.urlSlug === parts[0]) ?? null);
  if (!collection) return { kind: "not-found" };
  if (collection.type === COLLECTION_TYPE.PAGE) {
    if (parts.length > 1) return { kind: "not-found" };
    const layout = await contentRepository.findLayout(db, website.id, collection.id);
    if (!layout || (!layout.published && !preview)) return { kind: "not-found" };
    return collection.navigation === NAVIGATION.MEMBER_AREAS ? { kind: "member-area", collection, layout } : { kind: "page", collection, layout };
  }

  if (collection.type === COLLECTION_TYPE.GENERIC) {
    if (parts.length <= 1) {
      const items = await contentRepository.listItems(db, website.id, collection.id);
      const posts = items.filter((item) => preview || isItemLive(item, now));
      return { kind: "blog", collection, posts };
    }
    const item = await contentRepository.findItemByPath(db, website.id, collection.id, parts.slice(1).join("/"));
    if (!item || (!preview && !isItemLive(item, now))) return { kind: "not-found" };
    const layout = await contentRepository.findLayout(db, website.id, item.id);
    return { kind: "post", collection, item, layout };
  }
  if (collection.type === COLLECTION_TYPE.PRODUCTS) {
    const body = await shopPageBody(db, website, collection, parts.length === 0 ? [collection.urlSlug] : parts);
    return body ? { kind: "store", collection, body } : { kind: "not-found" };
  }
  return { kind: "not-found" };
}
