import { PRODUCT_DOM } from "../productDom";

/** The quantity a field asks for, kept between 1 and its maximum. */
function clampedQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.round(value)), Math.max(1, max));
}

/**
 * A product view's variant pills and quantity stepper: choosing a variant shows its price and
 * stock line and caps the quantity at its units left; − and + step the quantity within 1 and
 * that cap (each button disabled at its end).
 */
export function mountProductControls(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>(`.${PRODUCT_DOM.form}`);
  if (!form) return;
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantity"][type="number"]');
  const steps = Array.from(form.querySelectorAll<HTMLButtonElement>(`[${PRODUCT_DOM.step}]`));
  const max = () => Number(quantity?.max) || 1;

  const showSteps = () => {
    if (!quantity) return;
    const value = Number(quantity.value);
    for (const button of steps) button.disabled = Number(button.getAttribute(PRODUCT_DOM.step)) < 0 ? value <= 1 : value >= max();
  };
  const setQuantity = (value: number) => {
    if (!quantity) return;
    quantity.value = String(clampedQuantity(value, max()));
    showSteps();
  };
  const choose = (radio: HTMLInputElement) => {
    for (const part of root.querySelectorAll<HTMLElement>(`[${PRODUCT_DOM.variantPart}]`)) {
      part.hidden = part.getAttribute(PRODUCT_DOM.variantPart) !== radio.value;
    }
    if (quantity) {
      quantity.max = radio.getAttribute(PRODUCT_DOM.maxQuantity) ?? quantity.max;
      setQuantity(Number(quantity.value));
    }
  };

  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="variantId"]')) {
    radio.addEventListener("change", () => choose(radio));
  }
  for (const button of steps) {
    button.addEventListener("click", () => setQuantity(Number(quantity?.value) + Number(button.getAttribute(PRODUCT_DOM.step))));
  }
  quantity?.addEventListener("change", () => setQuantity(Number(quantity.value)));
  quantity?.addEventListener("input", showSteps);
  showSteps();
}
