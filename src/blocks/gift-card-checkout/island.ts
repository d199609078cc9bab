import { CART_MESSAGES } from "../../domain/messages/cartMessages";
import { callStore, failureText } from "../shared/storeClient";

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function value(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.trim() : "";
}

/**
 * The gift card checkout form: sends the chosen amount, the recipient, the sender's name and
 * message, the buyer's email and payment once with an idempotency key (a double click or a retry
 * reuses it, so one card and one payment), then follows the server's redirect to the order page.
 * Refusals show their message, and next to each refused field.
 */
export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form");
  const error = root.querySelector<HTMLElement>(".tsr-checkout__error");
  if (!form || !error) return;
  let key = newKey();
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    error.hidden = true;
    form.querySelectorAll<HTMLElement>(".tsr-checkout__field-error").forEach((slot) => (slot.hidden = true));
    const payment = form.elements.namedItem("cardNumber")
      ? {
          kind: "card",
          cardNumber: value(form, "cardNumber"),
          expMonth: Number(value(form, "expMonth")),
          expYear: Number(value(form, "expYear")),
          cvc: value(form, "cvc"),
        }
      : { kind: "paymentMethod", paymentMethodId: value(form, "paymentMethodId") };
    const answer = await callStore("POST", "/api/commerce/giftcard-checkout", {
      websiteId: root.dataset.websiteId,
      giftCardProductId: root.dataset.productId,
      variantId: form.querySelector<HTMLInputElement>('input[name="variantId"]:checked')?.value ?? "",
      recipientName: value(form, "recipientName"),
      recipientEmail: value(form, "recipientEmail"),
      senderName: value(form, "senderName"),
      message: value(form, "message"),
      idempotencyKey: key,
      email: value(form, "email"),
      payment,
    });
    busy = false;
    if (answer.status === 200 && typeof answer.data?.redirect === "string") {
      window.location.assign(answer.data.redirect);
      return;
    }
    if (answer.status !== 0) key = newKey();
    error.textContent = failureText(answer, CART_MESSAGES.checkConnection);
    error.hidden = false;
    const fields = (answer.data?.errors ?? {}) as Record<string, string>;
    for (const [path, message] of Object.entries(fields)) {
      const name = path
        .split(".")
        .pop()!
        .replace(/^payment$/, "cardNumber");
      const slot = form.querySelector<HTMLElement>(`[data-field="${name}"] .tsr-checkout__field-error`);
      if (slot) {
        slot.textContent = message;
        slot.hidden = false;
      }
    }
  });
}
