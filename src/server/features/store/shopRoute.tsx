import { QUICK_VIEW_ISLAND } from "../../../blocks/quick-view/quickViewDom";
import { productForRender, type ProductForRender } from "../../../blocks/product/productForRender";
import type { Db } from "../../../db/database";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import type { Collection } from "../content/contentRecords";
import type { SitePageBody } from "../pageAssembly/sitePageBody";
import type { Website } from "../sites/websiteRecord";
import { ProductPage, ShopListPage } from "./pages/ShopPages";
import { productsRepository } from "./productsRepository";
import { readProductReviews, ratingFacts, type ProductReviewsShown } from "./reviews/reviewsShown";
import { ProductReviews } from "./reviews/ProductReviews";
import { isShownInShop } from "../../../domain/commerce/productVisibility";
import { listingPagePath, listingPager, SHOP_PAGE_SIZE, splitListingPage, type ListingPager } from "../../../domain/listingPages";
import { categorySlug, shopCategoryPath } from "../../../domain/commerce/productCategories";
import { unitPriceCents, type Product } from "../../../domain/commerce/productModel";
import { getCurrency, type CurrencyCode } from "../../../domain/currencies";
import { fromMinorUnits } from "../../../domain/money";
import type { ProductOffer } from "../../../domain/seo/structuredData";
import type { SeoFields } from "../../../domain/seo/seoFields";
import { translatedProduct, type TranslationLookup } from "../../../domain/translations/translatedItems";
import { filledIn, storeTextsOf, type StoreTexts } from "../../../domain/translations/storeTexts";

/** What a shop page shows: one page of the collection's visible products (with variants) as views show them, or of one category's (its name as the owner wrote it), or one of them, and the store's currency. */
export type ShopPageData =
  | { kind: "list"; products: ProductForRender[]; pager: ListingPager; category?: string }
  | {
      kind: "product";
      product: ProductForRender;
      currency: string;
      categories: { name: string; href: string }[];
      offers: ProductOffer[];
      seo: SeoFields;
      reviews: ProductReviewsShown;
    }
  | null;

/** A product's variants as offers search engines read: the price a buyer pays now, as a decimal, and whether it is in stock. */
function offersOf(product: Product, currency: CurrencyCode): ProductOffer[] {
  const digits = getCurrency(currency).fractionDigits;
  return product.variants.map((variant) => ({
    name: variant.optionValues.map((o) => o.value).join(" / ") || product.name,
    sku: variant.sku,
    price: fromMinorUnits(unitPriceCents(variant), currency).value.toFixed(digits),
    currency,
    inStock: variant.unlimited || variant.qtyInStock > 0,
  }));
}

/** The products a list page shows: visible, priced and with variants. */
function shownProducts(products: Product[]): Product[] {
  return products.filter((p) => isShownInShop(p) && p.variants.length > 0);
}

/** One page of a list of products (the shop's or a category's) whose first page is at `firstPagePath`; null past its last page. */
function listPage(products: Product[], page: number, firstPagePath: string, currency: CurrencyCode, shopSlug: string) {
  const offset = (page - 1) * SHOP_PAGE_SIZE;
  if (page > 1 && products.length <= offset) return null;
  const shown = products.slice(offset, offset + SHOP_PAGE_SIZE).map((p) => productForRender(p, currency, shopSlug));
  return { kind: "list" as const, products: shown, pager: listingPager(firstPagePath, page, products.length > offset + SHOP_PAGE_SIZE) };
}

/**
 * Reads what a page of a products collection (type 13) shows: its list at /{slug}, page by page
 * (/{slug}/page/2 and on, SHOP_PAGE_SIZE products each), and each product at /{slug}/{productSlug}. Hidden products, products without variants and unknown paths
 * are not found (null). Apart from the page's rendering, so visitors' answers can be kept per site
 * version (SitePages): a sell-out or restock reports a site change, so stock shown stays true.
 */
export async function readShopPage(db: Db, website: Website, collection: Collection, parts: string[]): Promise<ShopPageData> {
  const currency = readStoreSettings(website.storeSettings).currency;
  const paged = parts.length === 1 || parts.length === 3 ? splitListingPage(parts.slice(1)) : null;
  if (paged && paged.parts.length === 0) {
    const products = shownProducts(await productsRepository.listProducts(db, website.id, collection.id));
    return listPage(products, paged.page, `/${collection.urlSlug}`, currency, collection.urlSlug);
  }
  const inCategory = parts[1] === "category" && (parts.length === 3 || parts.length === 5) ? splitListingPage(parts.slice(3)) : null;
  if (inCategory && inCategory.parts.length === 0) {
    const slug = parts[2]!;
    const all = await productsRepository.listProducts(db, website.id, collection.id);
    const category = all.flatMap((p) => p.categories).find((name) => categorySlug(name) === slug);
    if (category === undefined) return null;
    const products = shownProducts(all.filter((p) => p.categories.some((name) => categorySlug(name) === slug)));
    const page = listPage(products, inCategory.page, shopCategoryPath(collection.urlSlug, category), currency, collection.urlSlug);
    return page && { ...page, category };
  }
  if (parts.length !== 2) return null;
  const product = await productsRepository.findProductBySlug(db, website.id, collection.id, parts[1]!);
  if (!product || !isShownInShop(product) || product.variants.length === 0) return null;
  const categories = product.categories.map((name) => ({ name, href: shopCategoryPath(collection.urlSlug, name) }));
  return {
    kind: "product",
    product: productForRender(product, currency, collection.urlSlug),
    currency,
    categories,
    offers: offersOf(product, currency),
    seo: product.seo,
    reviews: await readProductReviews(db, product.id),
  };
}

/** What a shop page shows in an additional language: its products' names and descriptions translated where they have a translation. */
export function shopPageInLanguage(data: Exclude<ShopPageData, null>, lookup: TranslationLookup): Exclude<ShopPageData, null> {
  if (data.kind === "list") return { ...data, products: data.products.map((product) => translatedProduct(lookup, product)) };
  return { ...data, product: translatedProduct(lookup, data.product) };
}

/** A list's title on one of its pages: its name alone on the first, "Coffee, page 2" in the page's language after. */
function pagedTitle(title: string, pager: ListingPager, texts: StoreTexts): string {
  return pager.number > 1 ? filledIn(texts.listPageTitle, { title, page: String(pager.number) }) : title;
}

/**
 * The page body of a shop page from what it shows; its content is kept per site version, as
 * everything it shows changes only with the site, and per language (`language`, the site's
 * translations into it, whose store words it speaks; none for the primary).
 */
export function shopPageBody(collection: Collection, data: Exclude<ShopPageData, null>, language?: TranslationLookup): SitePageBody {
  const locale = language?.locale ?? "";
  const texts = storeTextsOf(language);
  const inLocale = locale === "" ? "" : `\n${locale}`;
  if (data.kind === "list" && data.category !== undefined) {
    const firstPagePath = shopCategoryPath(collection.urlSlug, data.category);
    return {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.MAIN_CONTENT,
      title: `${pagedTitle(data.category, data.pager, texts)} — ${collection.title}`,
      collection,
      islands: data.products.length > 0 ? [QUICK_VIEW_ISLAND] : [],
      contentKey: `shop-category\n${collection.id}\n${firstPagePath}\n${data.pager.number}${inLocale}`,
      canonicalPath: listingPagePath(firstPagePath, data.pager.number),
      feeds: { listingPath: firstPagePath, name: `${data.category} — ${collection.title}` },
      content: (
        <ShopListPage
          title={collection.title}
          description={collection.description}
          products={data.products}
          pager={data.pager}
          category={{ name: data.category, shopHref: `/${collection.urlSlug}` }}
          locale={locale}
          texts={texts}
        />
      ),
    };
  }
  if (data.kind === "list") {
    return {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.MAIN_CONTENT,
      title: pagedTitle(collection.title, data.pager, texts),
      collection,
      islands: data.products.length > 0 ? [QUICK_VIEW_ISLAND] : [],
      contentKey: `shop-list\n${collection.id}\n${data.pager.number}${inLocale}`,
      content: (
        <ShopListPage title={collection.title} description={collection.description} products={data.products} pager={data.pager} locale={locale} texts={texts} />
      ),
    };
  }
  return {
    kind: "system",
    status: 200,
    pageType: PAGE_TYPE.CONTENT_ITEM,
    title: data.product.name,
    collection,
    islands: ["product"],
    contentKey: `shop-product\n${collection.id}\n${data.product.id}${inLocale}`,
    seo: {
      product: {
        name: data.product.name,
        path: data.product.url,
        description: data.product.description,
        image: data.product.imageUrl,
        offers: data.offers,
        fields: data.seo,
        rating: ratingFacts(data.reviews),
      },
    },
    content: (
      <ProductPage
        product={data.product}
        shopTitle={collection.title}
        shopHref={`/${collection.urlSlug}`}
        currency={data.currency}
        categories={data.categories}
        reviews={<ProductReviews shown={data.reviews} texts={texts} />}
        locale={locale}
        texts={texts}
      />
    ),
  };
}
