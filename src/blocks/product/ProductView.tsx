import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";

/**
 * A product with its price, variant choice, quantity and add-to-cart button. Without script the
 * form still names everything; the product island sends it to the cart API.
 */
export function ProductView({ product, headingLevel = 2 }: { product: ProductForRender; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  const anyInStock = product.variants.some((v) => v.inStock);
  return (
    <div className="tsr-product" data-product-id={product.id} data-product-name={product.name}>
      {product.imageUrl ? <img className="tsr-product__image" src={product.imageUrl} alt="" loading="lazy" /> : null}
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
