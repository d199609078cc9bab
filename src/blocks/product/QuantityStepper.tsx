import type { StoreTexts } from "../../domain/translations/storeTexts";
import { PRODUCT_DOM } from "./productDom";

/**
 * The quantity: a number field from 1 to the units left, between a "One fewer" (−) and a
 * "One more" (+) button the product island makes step it; its words are the page language's (`texts`).
 */
export function QuantityStepper({ max, texts }: { max: number; texts: Pick<StoreTexts, "quantityLabel" | "oneFewer" | "oneMore"> }) {
  return (
    <div className="tsr-product__field">
      <span className="tsr-product__label" aria-hidden="true">
        {texts.quantityLabel}
      </span>
      <div className="tsr-stepper">
        <button type="button" className="tsr-stepper__button" aria-label={texts.oneFewer} {...{ [PRODUCT_DOM.step]: -1 }}>
          −
        </button>
        <input
          className="tsr-stepper__input"
          type="number"
          name="quantity"
          aria-label={texts.quantityLabel}
          min={1}
          max={Math.max(1, max)}
          step={1}
          defaultValue={1}
          inputMode="numeric"
        />
        <button type="button" className="tsr-stepper__button" aria-label={texts.oneMore} {...{ [PRODUCT_DOM.step]: 1 }}>
          +
        </button>
      </div>
    </div>
  );
}
