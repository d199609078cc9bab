import type { Db } from "../../../db/database";
import { isShownInShop } from "../../../domain/commerce/productVisibility";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { SEO_SETTINGS_KEY, seoFieldsOf, seoFieldsOfJson } from "../../../domain/seo/seoFields";
import type { SitemapEntry } from "../../../domain/seo/sitemapXml";
import type { Collection } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { isItemLive } from "../content/liveItems";
import { mainNavigation } from "../content/mainNavigation";
import { languagePath } from "../../../domain/translations/languagePaths";

function later(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}

/** Whether visitors and search engines may read a collection's pages: no password, no member area, not hidden from search. */
function indexable(collection: Collection): boolean {
  return collection.passwordHash === null && collection.navigation !== NAVIGATION.MEMBER_AREAS && !seoFieldsOf(collection.settings[SEO_SETTINGS_KEY]).hidden;
}

/** The visible products of a site's shops with when each last changed: shown in the store (gift cards too) and with a variant, as shop pages find them, and not hidden from search engines. */
async function productsShown(db: Db, websiteId: string): Promise<{ collectionId: string; urlSlug: string; updatedAt: string }[]> {
  const [rows, withVariants] = await Promise.all([
    db
      .selectFrom("storeProducts")
      .select(["id", "collectionId", "urlSlug", "updatedAt", "visible", "seoJson"])
      .where("websiteId", "=", websiteId)
      .orderBy("collectionId")
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db.selectFrom("storeVariants").select("productId").distinct().where("websiteId", "=", websiteId).execute(),
  ]);
  const sold = new Set(withVariants.map((row) => row.productId));
  return rows.filter((row) => sold.has(row.id) && isShownInShop({ visible: row.visible === 1 }) && !seoFieldsOfJson(row.seoJson).hidden);
}

/**
 * Every address of a site search engines should know, with when what it shows last changed: the
 * published pages (the home page as "/"), each blog and events page with its live posts and events,
 * each shop with its products for sale. Pages behind a password, member areas and what the owner
 * hid from search engines are left out, and so are the posts of a hidden blog. Each address is
 * listed again under the prefix of each of the site's additional languages (`pathPrefixes`:
 * /fr/about, /fr/journal/first-post, /fr/shop/beans).
 */
export async function sitemapEntries(
  db: Db,
  websiteId: string,
  collections: readonly Collection[],
  now: Date,
  pathPrefixes: readonly string[] = [],
): Promise<SitemapEntry[]> {
  const home = mainNavigation([...collections])[0] ?? null;
  const layouts = new Map((await contentRepository.listLayouts(db, websiteId)).map((layout) => [layout.ownerId, layout.publishedAt]));
  const products = collections.some((c) => c.type === COLLECTION_TYPE.PRODUCTS) ? await productsShown(db, websiteId) : [];
  const entries: SitemapEntry[] = [];
  for (const collection of collections.filter(indexable)) {
    const own = (path: string, lastModified: string) => {
      for (const prefix of ["", ...pathPrefixes]) entries.push({ path: languagePath(prefix, path), lastModified });
    };
    const path = collection === home ? "/" : `/${collection.urlSlug}`;
    if (collection.type === COLLECTION_TYPE.PAGE) {
      if (layouts.get(collection.id)) {
        const lastModified = later(collection.updatedAt, layouts.get(collection.id) ?? null);
        own(path, lastModified);
      }
    } else if (collection.type === COLLECTION_TYPE.GENERIC) {
      const items = (await contentRepository.listItems(db, websiteId, collection.id)).filter(
        (item) => isItemLive(item, now) && !seoFieldsOfJson(item.seoJson).hidden,
      );
      own(
        path,
        items.reduce((newest, item) => later(newest, later(item.updatedAt, item.publishOn)), collection.updatedAt),
      );
      for (const item of items) own(`/${collection.urlSlug}/${item.urlPath}`, later(item.updatedAt, item.publishOn));
    } else if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      const shown = products.filter((product) => product.collectionId === collection.id);
      own(
        path,
        shown.reduce((newest, product) => later(newest, product.updatedAt), collection.updatedAt),
      );
      for (const product of shown) own(`/${collection.urlSlug}/${product.urlSlug}`, product.updatedAt);
    }
  }
  return entries;
}
