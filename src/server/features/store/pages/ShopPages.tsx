import type { ReactNode } from "react";
import type { ProductForRender } from "../../../../blocks/product/productForRender";
import { ProductImage } from "../../../../blocks/product/ProductImage";
import { ProductPrice } from "../../../../blocks/product/ProductPrice";
import { ProductView } from "../../../../blocks/product/ProductView";
import { QUICK_VIEW_DOM, QUICK_VIEW_ISLAND } from "../../../../blocks/quick-view/quickViewDom";
import type { ListingPager } from "../../../../domain/listingPages";
import { ListingPagerLinks } from "../../../../site/render/pages/ListingPagerLinks";
import { PixelEvent } from "./PixelEvent";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";
import { pricedInWords } from "../../../../domain/commerce/recurringPrice";
import { recurringPriceWords } from "../../../../domain/translations/recurringPriceWords";

/**
 * The list page of a products collection, one page (SHOP_PAGE_SIZE) at a time with links to the
 * pages before and after it: every visible product of the page with its picture in its reserved
 * box, all of one ratio (the first one is the page's lead picture, loaded at once), its price
 * (a sale's regular price struck through), "Sold out" when nothing is left, a link, and a
 * "Quick view" button (shown by the quick view island) whose product view waits in an inert template;
 * all in the page's language (`texts`), the quick view dialog's words in the grid's `data-texts`.
 */
export function ShopListPage({
  title,
  description,
  products,
  pager,
  category,
  locale,
  texts = PRIMARY_STORE_TEXTS,
}: {
  title: string;
  description: string;
  products: ProductForRender[];
  pager: ListingPager;
  /** The page's language, "" for the site's primary one (the add-to-cart forms name it). */
  locale: string;
  /** The store's words in the page's language (the primary language's by default). */
  texts?: StoreTexts;
  /** On a category's page: the category's name, under the way back to the whole shop. */
  category?: { name: string; shopHref: string };
}) {
  return (
    <div
      className="tsr-container tsr-shop"
      data-island={products.length > 0 ? QUICK_VIEW_ISLAND : undefined}
      data-texts={products.length > 0 ? JSON.stringify(islandTexts("quickView", texts)) : undefined}
    >
      {category ? (
        <header className="tsr-page-header">
          <p className="tsr-post-meta">
            <a href={category.shopHref}>{title}</a>
          </p>
          <h1>{category.name}</h1>
        </header>
      ) : (
        <>
          <h1>{title}</h1>
          {description ? <p className="tsr-shop__description">{description}</p> : null}
        </>
      )}
      {products.length === 0 ? <p>{category ? texts.noProductsInCategory : texts.noProducts}</p> : null}
      <ul className="tsr-shop__grid">
        {products.map((product, index) => (
          <li key={product.id} className="tsr-shop__item">
            {product.imageUrl ? <ProductImage src={product.imageUrl} lead={index === 0} cellWidths={undefined} /> : null}
            <a className="tsr-shop__name" href={product.url}>
              {product.name}
            </a>
            {product.variants.length === 1 ? (
              <ProductPrice variant={product.variants[0]!} plan={product.plan} hidden={false} partOf={undefined} texts={texts} />
            ) : (
              <p className="tsr-product__price">
                {filledIn(texts.fromPrice, { price: pricedInWords(product.fromPrice, product.plan, recurringPriceWords(texts)) })}
              </p>
            )}
            {product.variants.some((v) => v.inStock) ? null : <p className="tsr-product__stock tsr-product__stock--out">{texts.soldOut}</p>}
            <button
              type="button"
              className="tsr-button tsr-button--outline tsr-button--small tsr-shop__quick-view"
              aria-haspopup="dialog"
              aria-label={filledIn(texts.quickViewOf, { product: product.name })}
              data-product-name={product.name}
              {...{ [QUICK_VIEW_DOM.button]: product.id }}
              hidden
            >
              {texts.quickView}
            </button>
            <template {...{ [QUICK_VIEW_DOM.template]: product.id }}>
              <ProductView product={product} locale={locale} texts={texts} />
            </template>
          </li>
        ))}
      </ul>
      <ListingPagerLinks pager={pager} label={texts.moreProducts} previous={texts.previousProducts} next={texts.moreProducts} />
    </div>
  );
}

/** A product's own page: the way back to the shop (`shopTitle`, its title in the page's language), the product view with its add-to-cart form, and the ViewContent event. */
export function ProductPage({
  product,
  shopTitle,
  shopHref,
  currency,
  categories,
  reviews,
  locale,
  texts = PRIMARY_STORE_TEXTS,
}: {
  product: ProductForRender;
  shopTitle: string;
  shopHref: string;
  currency: string;
  /** The product's categories with their pages' addresses. */
  categories: { name: string; href: string }[];
  /** Its published reviews, drawn below it. */
  reviews?: ReactNode;
  /** The page's language, "" for the site's primary one (the add-to-cart form names it). */
  locale: string;
  /** The store's words in the page's language (the primary language's by default). */
  texts?: StoreTexts;
}) {
  return (
    <div className="tsr-container tsr-product-page" data-island="product">
      <p className="tsr-breadcrumb">
        <a href={shopHref}>{shopTitle}</a>
      </p>
      <ProductView product={product} headingLevel={1} locale={locale} texts={texts} />
      {categories.length > 0 ? (
        <p className="tsr-product__categories">
          {`${texts.productCategories} `}
          {categories.map((category, index) => (
            <span key={category.href}>
              {index > 0 ? ", " : null}
              <a href={category.href}>{category.name}</a>
            </span>
          ))}
        </p>
      ) : null}
      {reviews}
      <PixelEvent event="ViewContent" data={{ content_ids: [product.id], content_name: product.name, content_type: "product", currency }} />
    </div>
  );
}
