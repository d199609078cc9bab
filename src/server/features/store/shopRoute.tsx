import { productForRender } from "../../../blocks/product/productForRender";
import type { Db } from "../../../db/database";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import type { Collection } from "../content/contentRecords";
import type { SitePageBody } from "../content/sitePageBody";
import type { Website } from "../sites/websiteRecord";
import { ProductPage, ShopListPage } from "./pages/ShopPages";
import { productsRepository } from "./productsRepository";

/**
 * The pages of a products collection (type 13): its list at /{slug} and each product at
 * /{slug}/{productSlug}. Hidden products and unknown paths are not found (null).
 */
export async function shopPageBody(db: Db, website: Website, collection: Collection, parts: string[]): Promise<SitePageBody | null> {
  const currency = readStoreSettings(website.storeSettings).currency;
  if (parts.length === 1) {
    const products = (await productsRepository.listProducts(db, website.id, collection.id)).filter((p) => p.visible && p.variants.length > 0);
    return {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.MAIN_CONTENT,
      title: collection.title,
      collection,
      content: (
        <ShopListPage
          title={collection.title}
          description={collection.description}
          products={products.map((p) => productForRender(p, currency, collection.urlSlug))}
        />
      ),
    };
  }
  if (parts.length !== 2) return null;
  const product = await productsRepository.findProductBySlug(db, website.id, collection.id, parts[1]!);
  if (!product?.visible || product.variants.length === 0) return null;
  return {
    kind: "system",
    status: 200,
    pageType: PAGE_TYPE.CONTENT_ITEM,
    title: product.name,
    collection,
    islands: ["product"],
    content: (
      <ProductPage
        product={productForRender(product, currency, collection.urlSlug)}
        shopTitle={collection.title}
        shopHref={`/${collection.urlSlug}`}
        currency={currency}
      />
    ),
  };
}
