import { PRODUCT_DOM } from "./productDom";

/**
 * The quantity: a number field from 1 to the units left, between a "One fewer" (−) and a
 * "One more" (+) button the product island makes step it.
 */
export function QuantityStepper({ max }: { max: number }) {
  return (
    <div className="tsr-product__field">
      <span className="tsr-product__label" aria-hidden="true">
        Quantity
      </span>
      <div className="tsr-stepper">
        <button type="button" className="tsr-stepper__button" aria-label="One fewer" {...{ [PRODUCT_DOM.step]: -1 }}>
          −
        </button>
        <input
          className="tsr-stepper__input"
          type="number"
          name="quantity"
          aria-label="Quantity"
          min={1}
          max={Math.max(1, max)}
          step={1}
          defaultValue={1}
          inputMode="numeric"
        />
        <button type="button" className="tsr-stepper__button" aria-label="One more" {...{ [PRODUCT_DOM.step]: 1 }}>
          +
        </button>
      </div>
    </div>
  );
}
