import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";

/**
 * The variants as a group of radio buttons drawn as pills, named by what they differ in
 * ("Size"); a sold-out variant stays visible, marked "Sold out" (`soldOut`, in the page's
 * language), and cannot be chosen.
 */
export function VariantPicker({ product, chosenId, soldOut }: { product: ProductForRender; chosenId: string; soldOut: string }) {
  return (
    <fieldset className="tsr-product__options">
      <legend className="tsr-product__label">{product.optionNames}</legend>
      <div className="tsr-pills">
        {product.variants.map((v) => (
          <label key={v.id} className="tsr-pill">
            <input
              type="radio"
              name="variantId"
              value={v.id}
              defaultChecked={v.id === chosenId}
              disabled={!v.inStock}
              {...{ [PRODUCT_DOM.maxQuantity]: v.maxQuantity }}
            />
            <span className="tsr-pill__face">
              {v.label}
              {v.inStock ? null : <span className="tsr-pill__note">{` ${soldOut}`}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
