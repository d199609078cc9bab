import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { productForRender, type ProductsForRender } from "../../../blocks/product/productForRender";
import { productSchema } from "../../../blocks/product/schema";
import type { Db } from "../../../db/database";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { isId } from "../../../domain/ids";
import type { Website } from "../sites/websiteRecord";
import { contentRepository } from "../content/contentRepository";
import { productsRepository } from "./productsRepository";
import { isForSale } from "../../../domain/commerce/productVisibility";

/** The product ids a stored layout's product blocks refer to. */
function productIdsInLayout(storedLayout: unknown): string[] {
  const blocks = blocksOfLayout(renderableLayout(storedLayout).layout);
  const ids = new Set<string>();
  for (const block of blocks as { type: string; settings: { productId?: unknown } }[]) {
    if (block.type === productSchema.type && isId(block.settings.productId)) ids.add(block.settings.productId);
  }
  return [...ids];
}

/** Loads the products for sale a page's product blocks show; undefined (no query) for a page without any. */
export async function productsForPage(db: Db, website: Website, storedLayout: unknown): Promise<ProductsForRender | undefined> {
  const ids = productIdsInLayout(storedLayout);
  if (ids.length === 0) return undefined;
  const currency = readStoreSettings(website.storeSettings).currency;
  const collections = new Map((await contentRepository.listCollections(db, website.id)).map((c) => [c.id, c.urlSlug]));
  const found: ProductsForRender = {};
  for (const id of ids) {
    const product = await productsRepository.findProduct(db, website.id, id);
    if (product && isForSale(product) && product.variants.length > 0)
      found[id] = productForRender(product, currency, collections.get(product.collectionId) ?? "");
  }
  return found;
}
