import { mountAddToCart } from "./browser/addToCart";

/** The product block's and product page's browser behaviour: the add-to-cart form. */
export function mount(root: HTMLElement): void {
  mountAddToCart(root);
}
