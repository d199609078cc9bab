import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { TEST_CARDS } from "../payments/testGateway";
import type { StripeCardSetup } from "../payments/stripeCardSetup";
import { StripeCardField } from "./StripeCardField";

/** A labelled input of a payment page of its own, with the slot its refusal shows in. */
export function PaymentPageField({
  label,
  name,
  type = "text",
  autoComplete,
  value,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  /** What the field holds at first (a signed-in donor's name and email). */
  value?: string;
}) {
  return (
    <label className="tsr-checkout__field" data-field={name}>
      <span className="tsr-checkout__label">{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} required defaultValue={value} />
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </label>
  );
}

/** Whether a page's card payments cannot be taken: Stripe takes them, but without its publishable key its card element cannot load. */
export function cardPaymentsUnavailable(collects: "card" | "paymentMethod" | null, stripe: StripeCardSetup | null): boolean {
  return collects === "paymentMethod" && !stripe;
}

/** What a payment page shows instead of the card and its pay button while card payments are not set up (cardPaymentsUnavailable). */
export function CardPaymentsUnavailable({ texts = PRIMARY_STORE_TEXTS }: { texts?: StoreTexts }) {
  return (
    <p className="tsr-alert tsr-checkout__unavailable" role="status">
      {texts.cardPaymentsUnavailable}
    </p>
  );
}

/**
 * The payment of the donate, gift card and join pages: the test gateway's card fields with its
 * test cards named, or Stripe's card element (`stripe`, in the page's language `locale`), or
 * without Stripe's publishable key the plain words that card payments are not available yet;
 * labelled in the page's language (`texts`, the primary language's words by default).
 */
export function PaymentFields({
  collects,
  stripe = null,
  locale = "auto",
  texts = PRIMARY_STORE_TEXTS,
}: {
  collects: "card" | "paymentMethod";
  stripe?: StripeCardSetup | null;
  locale?: string;
  texts?: StoreTexts;
}) {
  if (collects !== "card") {
    return stripe ? <StripeCardField setup={stripe} texts={texts} locale={locale} /> : <CardPaymentsUnavailable texts={texts} />;
  }
  return (
    <>
      <p className="tsr-checkout__hint">{filledIn(texts.testCardsShort, { paid: TEST_CARDS.succeeds, declined: TEST_CARDS.declines })}</p>
      <PaymentPageField label={texts.cardNumber} name="cardNumber" autoComplete="cc-number" />
      <div className="tsr-checkout__row">
        <PaymentPageField label={texts.expiryMonth} name="expMonth" autoComplete="cc-exp-month" />
        <PaymentPageField label={texts.expiryYear} name="expYear" autoComplete="cc-exp-year" />
        <PaymentPageField label={texts.securityCode} name="cvc" autoComplete="cc-csc" />
      </div>
    </>
  );
}
