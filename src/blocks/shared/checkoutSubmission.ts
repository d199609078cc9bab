import { CART_MESSAGES } from "../../domain/messages/cartMessages";
import { newIdempotencyKey, paymentFrom } from "./checkoutForm";
import { callStore, failureText } from "./storeClient";

/** Shows each refused field's message in its slot (the payment's under the card number). */
function showFieldErrors(form: HTMLFormElement, fields: Record<string, string>): void {
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
}

/**
 * Makes the form of a payment page of its own (donate, gift card) send once: on submit the
 * fields `bodyOf` reads go to `url` with the payment and an idempotency key that a double click
 * or a retry reuses, so one payment; success opens the page the server names. A refusal shows
 * its message, and next to each refused field; `bodyOf` answers a message instead when the form
 * lacks something before anything is sent. `checkConnection` is said when the shop cannot be
 * reached, in the page's language.
 */
export function sendPaymentOnce(
  form: HTMLFormElement,
  error: HTMLElement,
  url: string,
  bodyOf: () => Record<string, unknown> | string,
  checkConnection: string = CART_MESSAGES.checkConnection,
): void {
  let key = newIdempotencyKey();
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    error.hidden = true;
    form.querySelectorAll<HTMLElement>(".tsr-checkout__field-error").forEach((slot) => (slot.hidden = true));
    const body = bodyOf();
    if (typeof body === "string") {
      error.textContent = body;
      error.hidden = false;
      return;
    }
    busy = true;
    const answer = await callStore("POST", url, { ...body, idempotencyKey: key, payment: paymentFrom(form) });
    busy = false;
    if (answer.status === 200 && typeof answer.data?.redirect === "string") {
      window.location.assign(answer.data.redirect);
      return;
    }
    if (answer.status !== 0) key = newIdempotencyKey();
    error.textContent = failureText(answer, checkConnection);
    error.hidden = false;
    showFieldErrors(form, (answer.data?.errors ?? {}) as Record<string, string>);
  });
}
