/** A fresh idempotency key for one checkout: a retry or a double click sends the same one, so one order and one payment. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A field's value, trimmed; empty when the form has no such field. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value.trim() : "";
}

/** The payment a checkout form sends: the card typed into the test gateway's fields, or the payment method Stripe's element made. */
export function paymentFrom(form: HTMLFormElement) {
  return form.elements.namedItem("cardNumber")
    ? {
        kind: "card",
        cardNumber: fieldValue(form, "cardNumber"),
        expMonth: Number(fieldValue(form, "expMonth")),
        expYear: Number(fieldValue(form, "expYear")),
        cvc: fieldValue(form, "cvc"),
      }
    : { kind: "paymentMethod", paymentMethodId: fieldValue(form, "paymentMethodId") };
}
