import { stripeCardIn } from "../shared/stripeCard";

/**
 * The member join form of a site paying through Stripe. The form posts itself (so the test
 * gateway's card fields work without script); here a submit first has Stripe make a
 * PaymentMethod of the card typed in its card element, the button disabled meanwhile, puts its id
 * in the form's `paymentMethodId` field and then posts the form. Stripe's refusals show in the
 * card's field and nothing is posted.
 */
export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form");
  const field = form?.elements.namedItem("paymentMethodId");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const card = form ? stripeCardIn(form) : null;
  if (!form || !(field instanceof HTMLInputElement) || !button || !card) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    const paymentMethodId = await card.paymentMethodId();
    if (!paymentMethodId) {
      button.disabled = false;
      return;
    }
    field.value = paymentMethodId;
    form.submit();
  });
}
