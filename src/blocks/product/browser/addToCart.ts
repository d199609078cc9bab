import { ADD_TO_CART_WORDS } from "../../../domain/messages/cartMessages";
import { givenWords } from "../../../domain/translations/givenWords";
import { refreshCartIcons } from "../../../browser/cartIcon";
import { trackCommerceEvent } from "../../../browser/commercePixel";
import { callStore, failureText } from "../../shared/storeClient";
import { PRODUCT_DOM } from "../productDom";

/**
 * A product view's add-to-cart form (the product block's and page's, and a quick view's): sends the variant and quantity to the cart API, updates the
 * cart icon, tells the ad pixel (AddToCart), and says what happened in the form's status line, in
 * the words the page gave the form (`data-texts`, the page's language).
 * The pixel module is a static import so product pages announce it with the island (the
 * runtime's ViewContent on the same page reuses it).
 */
export function mountAddToCart(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>(`.${PRODUCT_DOM.form}`);
  const status = root.querySelector<HTMLElement>(`.${PRODUCT_DOM.status}`);
  const product = root.querySelector<HTMLElement>("[data-product-id]");
  if (!form || !status || !product) return;
  const texts = givenWords(form.dataset.texts, ADD_TO_CART_WORDS);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const data = new FormData(form);
    const quantity = Number(data.get("quantity"));
    if (button) button.disabled = true;
    status.textContent = "";
    const answer = await callStore("POST", "/api/commerce/cart/items", {
      variantId: data.get("variantId"),
      quantity,
      locale: String(data.get("locale") ?? document.documentElement.lang),
    });
    if (button) button.disabled = false;
    if (answer.status !== 200) {
      status.textContent = failureText(answer, texts.checkConnection);
      status.classList.add("tsr-product__status--error");
      return;
    }
    status.classList.remove("tsr-product__status--error");
    status.textContent = `${texts.addedToCart} `;
    const link = document.createElement("a");
    link.href = "/cart";
    link.textContent = texts.viewCart;
    status.append(link);
    refreshCartIcons();
    const display = answer.data?.display as { currency?: string } | undefined;
    trackCommerceEvent("AddToCart", {
      content_ids: [product.dataset.productId],
      content_name: product.dataset.productName,
      content_type: "product",
      currency: display?.currency,
    });
  });
}
