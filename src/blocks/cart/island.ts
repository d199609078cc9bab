import { readIslandTexts } from "../../domain/translations/storeIslandTexts";
import { refreshCartIcons } from "../../browser/cartIcon";
import { callStore, failureText, type StoreAnswer } from "../shared/storeClient";

interface CartDisplay {
  subtotal: string;
  entries: Record<string, { lineTotal: string }>;
}

/**
 * The cart page: a quantity change or a removal goes to the cart API and the page shows the
 * new totals; a failure shows "Unable to update quantity" or "Unable to remove item" with the
 * reason ("Please check your internet connection." when offline) and puts the old value back;
 * in the cart's language (the page hands the words in `data-texts`).
 */
export function mount(root: HTMLElement): void {
  const error = root.querySelector<HTMLElement>(".tsr-cart__error");
  const texts = readIslandTexts("cart", root.dataset.texts);
  const showError = (title: string, answer: StoreAnswer) => {
    if (!error) return;
    const reason = failureText(answer, texts.checkConnection);
    // A quantity the cart's own rules refuse comes back already headed by the title (store/cartChangeRefusal.ts).
    error.textContent = reason.startsWith(title) ? reason : `${title}. ${reason}`;
    error.hidden = false;
  };
  const apply = (display: CartDisplay) => {
    if (error) error.hidden = true;
    const subtotal = root.querySelector<HTMLElement>("[data-cart-subtotal]");
    if (subtotal) subtotal.textContent = display.subtotal;
    for (const row of Array.from(root.querySelectorAll<HTMLElement>("[data-entry-id]"))) {
      const line = display.entries[row.dataset.entryId ?? ""];
      if (!line) row.remove();
      else row.querySelector(".tsr-cart__line-total")!.textContent = line.lineTotal;
    }
    if (Object.keys(display.entries).length === 0) {
      root.querySelector(".tsr-cart__lines")?.remove();
      root.querySelector(".tsr-cart__summary")?.remove();
      root.querySelector<HTMLElement>(".tsr-cart__empty")!.hidden = false;
    }
    refreshCartIcons();
  };

  for (const row of Array.from(root.querySelectorAll<HTMLElement>("[data-entry-id]"))) {
    const entryId = row.dataset.entryId!;
    const input = row.querySelector<HTMLInputElement>(".tsr-cart__quantity");
    let last = input?.value ?? "1";
    input?.addEventListener("change", async () => {
      const answer = await callStore("PUT", `/api/commerce/cart/items/${entryId}`, { quantity: Number(input.value) });
      if (answer.status !== 200) {
        input.value = last;
        showError(texts.cannotUpdateQuantity, answer);
        return;
      }
      last = input.value;
      apply(answer.data!.display as CartDisplay);
    });
    row.querySelector(".tsr-cart__remove")?.addEventListener("click", async () => {
      const answer = await callStore("DELETE", `/api/commerce/cart/items/${entryId}`);
      if (answer.status !== 200) {
        showError(texts.cannotRemoveItem, answer);
        return;
      }
      apply(answer.data!.display as CartDisplay);
    });
  }
}
