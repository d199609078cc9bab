import { productForRender, type ProductsForRender } from "../../../blocks/product/productForRender";
import type { Db } from "../../../db/database";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import type { Website } from "../sites/websiteRecord";
import { contentRepository } from "../content/contentRepository";
import { productsRepository } from "./productsRepository";
import { isShownInShop } from "../../../domain/commerce/productVisibility";

/** The site's products for sale by id as product blocks show them (their loader, blocks/product/productsLoader.ts); others are left out. */
export async function productsForSale(db: Db, website: Website, ids: readonly string[]): Promise<ProductsForRender> {
  if (ids.length === 0) return {};
  const currency = readStoreSettings(website.storeSettings).currency;
  const collections = new Map((await contentRepository.listCollections(db, website.id)).map((c) => [c.id, c.urlSlug]));
  const found: ProductsForRender = {};
  for (const id of ids) {
    const product = await productsRepository.findProduct(db, website.id, id);
    if (product && isShownInShop(product) && product.variants.length > 0)
      found[id] = productForRender(product, currency, collections.get(product.collectionId) ?? "");
  }
  return found;
}
