import { fieldValue } from "../shared/checkoutForm";
import { sendPaymentOnce } from "../shared/checkoutSubmission";
import { readIslandTexts } from "../../domain/translations/storeIslandTexts";

/**
 * The gift card checkout form: sends the chosen amount, the recipient, the sender's name and
 * message, the buyer's email and payment once with an idempotency key (a double click or a retry
 * reuses it, so one card and one payment), then follows the server's redirect to the order page.
 * Refusals show their message, and next to each refused field. It sends the page's language,
 * which the order and the recipient's mail keep, and its own words come from the page (`data-texts`).
 */
export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form");
  const error = root.querySelector<HTMLElement>(".tsr-checkout__error");
  if (!form || !error) return;
  const texts = readIslandTexts("checkout", root.dataset.texts);
  sendPaymentOnce(
    form,
    error,
    "/api/commerce/giftcard-checkout",
    () => ({
      websiteId: root.dataset.websiteId,
      giftCardProductId: root.dataset.productId,
      variantId: form.querySelector<HTMLInputElement>('input[name="variantId"]:checked')?.value ?? "",
      recipientName: fieldValue(form, "recipientName"),
      recipientEmail: fieldValue(form, "recipientEmail"),
      senderName: fieldValue(form, "senderName"),
      message: fieldValue(form, "message"),
      email: fieldValue(form, "email"),
      locale: document.documentElement.lang,
    }),
    texts.checkConnection,
  );
}
