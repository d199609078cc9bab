import { CART_MESSAGES } from "../../domain/messages/cartMessages";
import { newIdempotencyKey, paymentFrom } from "./checkoutForm";
import { callStore, failureText } from "./storeClient";
import { stripeCardIn } from "./stripeCard";

/** Shows each refused field's message in its slot (the payment's under the field named `paymentField`: the card number, or Stripe's card). */
function showFieldErrors(form: HTMLFormElement, fields: Record<string, string>, paymentField: string): void {
  for (const [path, message] of Object.entries(fields)) {
    const name = path
      .split(".")
      .pop()!
      .replace(/^payment$/, paymentField);
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
 * reached, in the page's language. On a site paying through Stripe the card is typed in Stripe's
 * card element and sent as the PaymentMethod Stripe makes of it, the button disabled meanwhile;
 * Stripe's refusals show in the card's field and nothing is sent.
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
  const card = stripeCardIn(form);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
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
    if (button) button.disabled = true;
    const paymentMethodId = card ? await card.paymentMethodId() : null;
    const answer =
      card && !paymentMethodId
        ? null
        : await callStore("POST", url, {
            ...body,
            idempotencyKey: key,
            payment: paymentMethodId ? { kind: "paymentMethod", paymentMethodId } : paymentFrom(form),
          });
    busy = false;
    if (button) button.disabled = false;
    if (!answer) return;
    if (answer.status === 200 && typeof answer.data?.redirect === "string") {
      window.location.assign(answer.data.redirect);
      return;
    }
    if (answer.status !== 0) key = newIdempotencyKey();
    error.textContent = failureText(answer, checkConnection);
    error.hidden = false;
    showFieldErrors(form, (answer.data?.errors ?? {}) as Record<string, string>, card ? "paymentMethodId" : "cardNumber");
  });
}
