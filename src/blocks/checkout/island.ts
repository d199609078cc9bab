import { readIslandTexts } from "../../domain/translations/storeIslandTexts";
import { filledIn } from "../../domain/translations/storeTexts";
import { refreshCartIcons } from "../../browser/cartIcon";
import { callStore, failureText, type StoreAnswer } from "../shared/storeClient";
import { fieldValue, newIdempotencyKey, paymentFrom } from "../shared/checkoutForm";
import { stripeCardIn } from "../shared/stripeCard";
import { followSavedAddresses } from "./savedAddressChoice";
import { stepErrorText } from "./stepErrors";
import { formatMoney } from "../../domain/money";
import type { CurrencyCode } from "../../domain/currencies";

function checked(form: HTMLFormElement, name: string): string | null {
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null;
}

/**
 * The checkout form. Shipping, coupon and gift card choices (Apply, or Enter in the coupon or
 * gift card box) refresh the server's totals (a gift card's amount and what is left to pay shown
 * before payment; no card details are sent when it pays everything) and the shipping options of the chosen country's zone, so the total shown is the one charged (the server refuses any other); "Place order"
 * sends everything once with an idempotency key (a double click or a retry after a lost
 * answer reuses it, so one order and one payment), then follows the server's redirect. On a
 * site paying through Stripe the card is typed in Stripe's card element and sent as the
 * PaymentMethod Stripe makes of it, the button disabled meanwhile; Stripe's refusals show in the
 * card's field.
 * Refusals show their message and, for fields, next to the field, marked invalid, with a line
 * above each step naming its refused fields; focus moves to the first of them. The script's own
 * words come from the page (`data-texts`), in the cart's language.
 */
export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form");
  const error = root.querySelector<HTMLElement>(".tsr-checkout__error");
  if (!form || !error) return;
  const texts = readIslandTexts("checkout", root.dataset.texts);
  let key = newIdempotencyKey();
  let grandTotalCents = Number(root.dataset.grandTotalCents);
  const currency = (root.dataset.currency ?? "USD") as CurrencyCode;
  let busy = false;

  /** Whether the chosen shipping option is a pick-up, for which no street address is asked. */
  const pickingUp = () => form.querySelector<HTMLInputElement>('input[name="shippingOptionId"]:checked')?.dataset.kind === "pickup";
  /** The street fields of a pick-up are sent empty: what the buyer typed before choosing it is not kept on the order. */
  const street = (name: string) => (pickingUp() ? "" : fieldValue(form, name));
  const address = () =>
    form.elements.namedItem("line1")
      ? {
          name: fieldValue(form, "name"),
          line1: street("line1"),
          line2: street("line2"),
          city: street("city"),
          region: fieldValue(form, "region"),
          postalCode: street("postalCode"),
          country: fieldValue(form, "country"),
          phone: fieldValue(form, "phone"),
        }
      : null;
  const streetBox = form.querySelector<HTMLElement>(".tsr-checkout__street");
  const pickupNote = form.querySelector<HTMLElement>(".tsr-checkout__pickup");
  /** Shows the street fields for a delivery, the pick-up line for a pick-up. */
  const showHandover = () => {
    if (streetBox) streetBox.hidden = pickingUp();
    if (pickupNote) pickupNote.hidden = !pickingUp();
  };
  const coupons = () => (fieldValue(form, "coupon") ? [fieldValue(form, "coupon")] : []);
  /** What the typed gift card leaves to pay by card; the card fields are not sent when it pays everything. */
  let amountDueCents: number | null = null;
  const giftCardBox = root.querySelector<HTMLElement>(".tsr-checkout__gift-card");
  const giftCardError = form.querySelector<HTMLElement>('[data-field="giftCardCode"] .tsr-checkout__field-error');
  /** Shows what the typed gift card pays, what stays on it and what is left to pay (no card fields when nothing is), or why it is refused. */
  const showGiftCard = (giftCard: Record<string, unknown> | undefined) => {
    const refusal = typeof giftCard?.error === "string" ? giftCard.error : "";
    amountDueCents = giftCard && !refusal ? Number(giftCard.amountDueCents) : null;
    if (giftCardError) {
      giftCardError.textContent = refusal;
      giftCardError.hidden = refusal === "";
    }
    const paidInFull = amountDueCents === 0;
    for (const fields of form.querySelectorAll<HTMLElement>(".tsr-checkout__card-fields")) fields.hidden = paidInFull;
    const paidNote = form.querySelector<HTMLElement>(".tsr-checkout__paid-by-gift-card");
    if (paidNote) paidNote.hidden = !paidInFull;
    if (!giftCardBox) return;
    giftCardBox.hidden = amountDueCents === null;
    if (amountDueCents === null || !giftCard) return;
    const cells: Record<string, string> = {
      giftCard: `−${String(giftCard.applied)}`,
      amountDue: String(giftCard.amountDue),
      giftCardRemaining: filledIn(texts.giftCardLeft, { amount: String(giftCard.remaining) }),
    };
    for (const [name, value] of Object.entries(cells)) {
      const cell = giftCardBox.querySelector<HTMLElement>(`[data-total="${name}"]`);
      if (cell) cell.textContent = value;
    }
  };

  const couponError = form.querySelector<HTMLElement>('[data-field="coupon"] .tsr-checkout__field-error');
  /** Shows a refused coupon's reason under the coupon box, or clears it. */
  const showCouponRefusal = (cart: { invalidCoupons?: { reason: string }[] }) => {
    const reason = cart.invalidCoupons?.[0]?.reason ?? "";
    if (!couponError) return;
    couponError.textContent = reason;
    couponError.hidden = reason === "";
    const box = form.elements.namedItem("coupon");
    if (box instanceof HTMLInputElement) {
      if (reason) box.setAttribute("aria-invalid", "true");
      else box.removeAttribute("aria-invalid");
    }
  };
  const optionsBox = form.querySelector<HTMLElement>('[data-field="shippingOptionId"]');
  /** Lists the shipping options the server offers for the chosen country, keeping the buyer's choice when it is still offered; answers whether the choice changed. */
  const showOptions = (offered: { id: string; name: string; costCents: number; kind: string }[]): boolean => {
    if (!optionsBox) return false;
    const before = checked(form, "shippingOptionId");
    const keep = offered.some((option) => option.id === before) ? before : (offered[0]?.id ?? null);
    optionsBox.querySelectorAll("label").forEach((label) => label.remove());
    const errorSlot = optionsBox.querySelector(".tsr-checkout__field-error");
    for (const option of offered) {
      const label = document.createElement("label");
      label.className = "tsr-checkout__option";
      const input = Object.assign(document.createElement("input"), { type: "radio", name: "shippingOptionId", value: option.id, checked: option.id === keep });
      input.dataset.kind = option.kind;
      input.addEventListener("change", () => {
        showHandover();
        void refresh();
      });
      const name = Object.assign(document.createElement("span"), { textContent: option.name });
      const cost = Object.assign(document.createElement("span"), {
        className: "tsr-checkout__option-cost",
        textContent: formatMoney(option.costCents, currency),
      });
      label.append(input, name, cost);
      optionsBox.insertBefore(label, errorSlot);
    }
    optionsBox.hidden = offered.length === 0;
    showHandover();
    return keep !== before;
  };
  const showTotals = (answer: StoreAnswer) => {
    const display = answer.data?.display as Record<string, string> | undefined;
    if (answer.status !== 200 || !display) return;
    const cart = answer.data!.cart as {
      grandTotalCents: unknown;
      invalidCoupons?: { reason: string }[];
      shippingOptions?: { id: string; name: string; costCents: number; kind: string }[];
    };
    if (showOptions(cart.shippingOptions ?? [])) return void refresh();
    grandTotalCents = Number(cart.grandTotalCents);
    for (const name of ["subtotal", "discount", "shipping", "tax", "grandTotal"]) {
      const cell = root.querySelector<HTMLElement>(`[data-total="${name}"]`);
      if (cell && display[name]) cell.textContent = display[name];
    }
    const discountLabel = root.querySelector<HTMLElement>('[data-total-label="discount"]');
    if (discountLabel && display.discountLabel) discountLabel.textContent = display.discountLabel;
    showCouponRefusal(cart);
    showGiftCard(answer.data!.giftCard as Record<string, unknown> | undefined);
  };
  /** Sends the buyer's choices (coupon, where it ships, shipping option) and shows the totals they give, the coupon's discount included. */
  const refresh = async () => {
    const place = address();
    const location =
      place && /^[A-Z]{2}$/.test(place.country) ? { country: place.country, region: place.region || null, postalCode: place.postalCode || null } : null;
    showTotals(
      await callStore("PUT", "/api/commerce/cart/details", {
        coupons: coupons(),
        shippingLocation: location,
        shippingOptionId: checked(form, "shippingOptionId"),
        giftCardCode: fieldValue(form, "giftCardCode"),
      }),
    );
  };
  for (const name of ["shippingOptionId", "region", "country", "postalCode", "coupon", "giftCardCode"]) {
    form.querySelectorAll(`[name="${name}"]`).forEach((field) => field.addEventListener("change", () => void refresh()));
  }
  form.querySelectorAll('[name="shippingOptionId"]').forEach((field) => field.addEventListener("change", showHandover));
  followSavedAddresses(form);
  // Enter in the coupon or gift card box applies the code; it never places the order.
  form.querySelectorAll<HTMLInputElement>('input[name="coupon"], input[name="giftCardCode"]').forEach((box) =>
    box.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      void refresh();
    }),
  );
  root.querySelectorAll(".tsr-checkout__apply, .tsr-checkout__apply-gift-card").forEach((button) => button.addEventListener("click", () => void refresh()));
  void refresh();

  const clearErrors = () => {
    error.hidden = true;
    form.querySelectorAll<HTMLElement>(".tsr-checkout__field-error, .tsr-checkout__step-error").forEach((e) => (e.hidden = true));
    form.querySelectorAll("[aria-invalid]").forEach((field) => field.removeAttribute("aria-invalid"));
  };
  /** Marks each refused field invalid, names them above their step, and moves focus to the first. */
  const showStepErrors = () => {
    const refused = Array.from(form.querySelectorAll<HTMLElement>("[data-field]")).filter(
      (field) => field.querySelector<HTMLElement>(".tsr-checkout__field-error")?.hidden === false,
    );
    for (const field of refused) field.querySelector("input, select")?.setAttribute("aria-invalid", "true");
    for (const step of form.querySelectorAll<HTMLFieldSetElement>(".tsr-checkout__step")) {
      const line = step.querySelector<HTMLElement>(".tsr-checkout__step-error");
      const labels = refused
        .filter((field) => step.contains(field))
        .map((field) => field.querySelector(".tsr-checkout__label")?.textContent ?? field.getAttribute("aria-label") ?? "");
      if (!line || labels.length === 0) continue;
      line.textContent = stepErrorText(labels, texts);
      line.hidden = false;
    }
    refused[0]?.querySelector<HTMLElement>("input, select")?.focus();
  };
  const showErrors = (answer: StoreAnswer) => {
    error.textContent = failureText(answer, texts.checkConnection);
    error.hidden = false;
    const fields = (answer.data?.errors ?? {}) as Record<string, string>;
    for (const [path, message] of Object.entries(fields)) {
      const name = path
        .split(".")
        .pop()!
        .replace(/^payment$/, card ? "paymentMethodId" : "cardNumber")
        .replace(/^couponCodes$/, "coupon");
      const slot = form.querySelector<HTMLElement>(`[data-field="${name}"] .tsr-checkout__field-error`);
      if (slot) {
        slot.textContent = message;
        slot.hidden = false;
      }
    }
    showStepErrors();
  };

  const card = stripeCardIn(form);
  /** The payment to send: the typed card, or the PaymentMethod Stripe made of the card in its element (undefined when Stripe refused it, its words shown). */
  const paymentOf = async () => {
    if (!card) return paymentFrom(form);
    const paymentMethodId = await card.paymentMethodId();
    return paymentMethodId ? { kind: "paymentMethod", paymentMethodId } : undefined;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    clearErrors();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    const payment = amountDueCents === 0 ? null : await paymentOf();
    if (payment === undefined) {
      busy = false;
      if (button) button.disabled = false;
      return;
    }
    // The subscription checkout posts to its own address with the cart's token from its page address; a card pays every period, so no gift card.
    const subscribing = root.dataset.cartToken !== undefined;
    const answer = await callStore("POST", subscribing ? "/api/commerce/subscribe-checkout" : "/api/commerce/checkout", {
      ...(subscribing ? { cartToken: root.dataset.cartToken } : { giftCardCode: fieldValue(form, "giftCardCode") }),
      idempotencyKey: key,
      email: fieldValue(form, "email"),
      shippingAddress: address(),
      shippingOptionId: checked(form, "shippingOptionId"),
      couponCodes: coupons(),
      payment,
      expectedGrandTotalCents: grandTotalCents,
    });
    busy = false;
    if (button) button.disabled = false;
    if (answer.status === 200 && typeof answer.data?.redirect === "string") {
      refreshCartIcons();
      window.location.assign(answer.data.redirect);
      return;
    }
    if (answer.status !== 0) key = newIdempotencyKey();
    if (answer.status === 409) void refresh();
    showErrors(answer);
  });
}
