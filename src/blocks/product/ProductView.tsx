import type { RenderedWidth } from "../image/imageSizes";
import { islandTexts } from "../../domain/translations/storeIslandTexts";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";
import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";
import { ProductGallery } from "./ProductGallery";
import { ProductPrice } from "./ProductPrice";
import { QuantityStepper } from "./QuantityStepper";
import { stockMessage } from "./stockMessage";
import { VariantPicker } from "./VariantPicker";
import { GiftCardLinks } from "./GiftCardLinks";
import { isSoldInCart } from "../../domain/commerce/productVisibility";
import { pricedInWords } from "../../domain/commerce/recurringPrice";
import { recurringPriceWords } from "../../domain/translations/recurringPriceWords";

/**
 * A product with its pictures, price, stock, variant choice, quantity and add-to-cart button (a
 * gift card: its amounts and links to its own checkout instead, GiftCardLinks).
 * Without script the form still names everything; the product island sends it to the cart API,
 * shows the chosen variant's price and stock and steps the quantity. On the product's own page
 * (heading level 1) its picture is the page's lead picture and the gallery sits beside the
 * details on wide screens. The form names the page's language (`locale`, "" for the site's
 * primary one), so a cart filled from a page in another language keeps it, with or without script;
 * its words are the page language's (`texts`), the add-to-cart script's own in its `data-texts`.
 */
export function ProductView({
  product,
  headingLevel = 2,
  leadPicture = false,
  cellWidths,
  locale,
  texts = PRIMARY_STORE_TEXTS,
}: {
  product: ProductForRender;
  /** The language of the page the product is shown on. */
  locale: string;
  /** The store's words in the page's language (the primary language's by default). */
  texts?: StoreTexts;
  headingLevel?: 1 | 2;
  leadPicture?: boolean;
  /** The grid cell's widths when the view is a product block's in a section's grid. */
  cellWidths?: readonly RenderedWidth[];
}) {
  const onPage = headingLevel === 1;
  const Heading = onPage ? "h1" : "h2";
  const chosen = product.variants.find((v) => v.inStock) ?? product.variants[0]!;
  const single = product.variants.length === 1;
  const partOf = (id: string) => (single ? undefined : id);
  const anyInStock = product.variants.some((v) => v.inStock);
  const digital = product.productType === "DIGITAL";
  const giftCard = !isSoldInCart(product.productType);
  return (
    <div className={onPage ? "tsr-product tsr-product--page" : "tsr-product"} data-product-id={product.id} data-product-name={product.name}>
      <ProductGallery pictures={product.pictures} lead={leadPicture || onPage} onPage={onPage} cellWidths={cellWidths} texts={texts} />
      <div className="tsr-product__details">
        <Heading className="tsr-product__name">{onPage ? product.name : <a href={product.url}>{product.name}</a>}</Heading>
        {giftCard && !single ? (
          <p className="tsr-product__price">
            {filledIn(texts.fromPrice, { price: pricedInWords(product.fromPrice, product.plan, recurringPriceWords(texts)) })}
          </p>
        ) : (
          product.variants.map((v) => (
            <ProductPrice key={v.id} variant={v} plan={product.plan} hidden={v.id !== chosen.id} partOf={partOf(v.id)} texts={texts} />
          ))
        )}
        {digital || giftCard
          ? null
          : product.variants.map((v) => (
              <p
                key={v.id}
                className={v.inStock ? "tsr-product__stock" : "tsr-product__stock tsr-product__stock--out"}
                hidden={v.id !== chosen.id}
                {...{ [PRODUCT_DOM.variantPart]: partOf(v.id) }}
              >
                {stockMessage(v.stock, texts)}
              </p>
            ))}
        {product.description ? <p className="tsr-product__description">{product.description}</p> : null}
        {giftCard ? (
          <GiftCardLinks product={product} texts={texts} />
        ) : (
          <form className={PRODUCT_DOM.form} method="post" action="/api/commerce/cart/items" data-texts={JSON.stringify(islandTexts("product", texts))}>
            <input type="hidden" name="locale" value={locale} />
            {single ? (
              <input type="hidden" name="variantId" value={chosen.id} />
            ) : (
              <VariantPicker product={product} chosenId={chosen.id} soldOut={texts.soldOut} />
            )}
            {digital ? <input type="hidden" name="quantity" value="1" /> : <QuantityStepper max={chosen.maxQuantity} texts={texts} />}
            <button type="submit" className="tsr-button tsr-product__add" disabled={!anyInStock}>
              {anyInStock ? texts.addToCart : texts.soldOut}
            </button>
            <p className={PRODUCT_DOM.status} role="status" aria-live="polite" />
          </form>
        )}
      </div>
    </div>
  );
}
