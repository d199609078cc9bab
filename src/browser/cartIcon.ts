import { CART_COUNT_COOKIE } from "../domain/commerce/cartCookies";
import { CART_ICON_WORDS, cartDisplayCount, cartSpokenLabel } from "../domain/messages/cartMessages";
import { givenWords } from "../domain/translations/givenWords";
import { readCookie } from "./cookies";

/** The cart icon's hooks in the site header. */
const CART_ICON = {
  selector: "[data-cart-icon]",
  count: ".tsr-cart-icon__count",
  emptyClass: "tsr-cart-icon--empty",
} as const;

/**
 * Shows the cart's item count on every cart icon of the page from the count cookie the store
 * sets (pages are cached, so the server cannot): "100+" above 100, the spoken label
 * ('One item in cart', '{n} items in cart', 'More than 100 items in cart', or 'Cart' without a
 * quantity element, in the words of the page's language the icon carries), and the empty marker class while the cart is empty. The count is written
 * to the counter's data-cart-count, which the stylesheet draws.
 */
export function refreshCartIcons(doc: Document = document): void {
  const count = Number(readCookie(CART_COUNT_COOKIE, doc) ?? "0");
  const quantity = Number.isInteger(count) && count > 0 ? count : 0;
  for (const icon of Array.from(doc.querySelectorAll<HTMLElement>(CART_ICON.selector))) {
    const counter = icon.querySelector<HTMLElement>(CART_ICON.count);
    if (counter) counter.dataset.cartCount = cartDisplayCount(quantity);
    icon.setAttribute("aria-label", cartSpokenLabel(counter ? quantity : null, givenWords(icon.dataset.texts, CART_ICON_WORDS)));
    icon.classList.toggle(CART_ICON.emptyClass, quantity === 0);
  }
}
