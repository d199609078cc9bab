import { madeInWidths, srcsetOf } from "../../domain/imageWidths";
import { CONTENT_WIDTH, sizesAttribute, withinCell, type RenderedWidth } from "../image/imageSizes";
import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";

/** The product picture's box (product.css: at most 420 px wide, 3:2, the picture cropped to fill it). */
const PRODUCT_IMAGE = { width: 420, height: 280 } as const;
const PRODUCT_IMAGE_WIDTHS: RenderedWidth[] = [{ width: `min(${CONTENT_WIDTH}, ${PRODUCT_IMAGE.width}px)` }];
const PRODUCT_IMAGE_SIZES = sizesAttribute(PRODUCT_IMAGE_WIDTHS);

/**
 * The product's picture in its reserved 3:2 box, here and in the shop's list. As the page's lead
 * picture (a product page, the shop's first product, or the first picture block of a page) it
 * loads at once with high priority, else lazily.
 */
export function ProductImage({ src, lead, cellWidths }: { src: string; lead: boolean; cellWidths: readonly RenderedWidth[] | undefined }) {
  const widths = madeInWidths(src);
  const sizes = cellWidths ? sizesAttribute(withinCell(PRODUCT_IMAGE_WIDTHS, cellWidths)) : PRODUCT_IMAGE_SIZES;
  return (
    <img
      className="tsr-product__image"
      src={src}
      srcSet={widths ? srcsetOf(src, undefined) : undefined}
      sizes={widths ? sizes : undefined}
      width={PRODUCT_IMAGE.width}
      height={PRODUCT_IMAGE.height}
      alt=""
      loading={lead ? undefined : "lazy"}
      fetchPriority={lead ? "high" : undefined}
    />
  );
}

/**
 * A product with its price, variant choice, quantity and add-to-cart button. Without script the
 * form still names everything; the product island sends it to the cart API. On the product's
 * own page (heading level 1) its picture is the page's lead picture.
 */
export function ProductView({
  product,
  headingLevel = 2,
  leadPicture = false,
  cellWidths,
}: {
  product: ProductForRender;
  headingLevel?: 1 | 2;
  leadPicture?: boolean;
  /** The grid cell's widths when the view is a product block's in a section's grid. */
  cellWidths?: readonly RenderedWidth[];
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  const anyInStock = product.variants.some((v) => v.inStock);
  return (
    <div className="tsr-product" data-product-id={product.id} data-product-name={product.name}>
      {product.imageUrl ? <ProductImage src={product.imageUrl} lead={leadPicture || headingLevel === 1} cellWidths={cellWidths} /> : null}
      <Heading className="tsr-product__name">{headingLevel === 1 ? product.name : <a href={product.url}>{product.name}</a>}</Heading>
      <p className="tsr-product__price">
        {single?.regularPrice ? <s className="tsr-product__regular">{single.regularPrice}</s> : null} {single ? single.price : `From ${product.fromPrice}`}
      </p>
      {product.description ? <p className="tsr-product__description">{product.description}</p> : null}
      <form className={PRODUCT_DOM.form} method="post" action="/api/commerce/cart/items">
        {single ? (
          <input type="hidden" name="variantId" value={single.id} />
        ) : (
          <label className="tsr-product__field">
            <span>Option</span>
            <select name="variantId">
              {product.variants.map((v) => (
                <option key={v.id} value={v.id} disabled={!v.inStock}>
                  {`${v.label} — ${v.price}${v.inStock ? "" : " (sold out)"}`}
                </option>
              ))}
            </select>
          </label>
        )}
        {product.productType === "DIGITAL" ? (
          <input type="hidden" name="quantity" value="1" />
        ) : (
          <label className="tsr-product__field">
            <span>Quantity</span>
            <input type="number" name="quantity" min={1} max={999} step={1} defaultValue={1} inputMode="numeric" />
          </label>
        )}
        <button type="submit" className="tsr-button" disabled={!anyInStock}>
          {anyInStock ? "Add to cart" : "Sold out"}
        </button>
        <p className={PRODUCT_DOM.status} role="status" aria-live="polite" />
      </form>
    </div>
  );
}
