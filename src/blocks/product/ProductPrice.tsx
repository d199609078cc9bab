import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";

type Variant = ProductForRender["variants"][number];

/**
 * A variant's price: on sale, the regular price struck through and the sale price, each named
 * for screen readers ("Regular price", "Sale price") with a visible "Sale" mark.
 */
export function ProductPrice({ variant, hidden, partOf }: { variant: Variant; hidden: boolean; partOf: string | undefined }) {
  return (
    <p className="tsr-product__price" hidden={hidden} {...{ [PRODUCT_DOM.variantPart]: partOf }}>
      {variant.regularPrice ? (
        <>
          <s className="tsr-product__regular">
            <span className="tsr-visually-hidden">Regular price </span>
            {variant.regularPrice}
          </s>{" "}
          <span className="tsr-product__sale">
            <span className="tsr-visually-hidden">Sale price </span>
            {variant.price}
          </span>{" "}
          <span className="tsr-product__sale-mark" aria-hidden="true">
            Sale
          </span>
        </>
      ) : (
        variant.price
      )}
    </p>
  );
}
