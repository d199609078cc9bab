import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import type { Product } from "../../../../domain/commerce/productModel";
import { TEST_CARDS } from "../payments/testGateway";

/** What the gift card checkout page shows. */
export interface GiftCardCheckoutPageProps {
  websiteId: string;
  product: Product;
  currency: CurrencyCode;
  /** The amount chosen first: the variant of the address's `sku`, else the first. */
  chosenVariantId: string;
  collects: "card" | "paymentMethod";
}

function Field({
  label,
  name,
  type = "text",
  autoComplete,
  required = true,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  return (
    <label className="tsr-checkout__field" data-field={name}>
      <span className="tsr-checkout__label">{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} required={required} />
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </label>
  );
}

/**
 * The gift card checkout (`/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]`): the
 * amount (one per variant), who the card is for, the sender's name and message, the buyer's
 * email and payment. On payment the card's code is mailed to the recipient.
 */
export function GiftCardCheckoutPage({ websiteId, product, currency, chosenVariantId, collects }: GiftCardCheckoutPageProps) {
  return (
    <div className="tsr-container tsr-checkout" data-island="gift-card-checkout" data-website-id={websiteId} data-product-id={product.id}>
      <h1>{product.name}</h1>
      {product.description ? <p>{product.description}</p> : null}
      <form className="tsr-checkout__form" noValidate>
        <fieldset className="tsr-checkout__step">
          <legend>Amount</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <div className="tsr-checkout__options" role="radiogroup" aria-label="Amount" data-field="variantId">
            {product.variants.map((variant) => (
              <label key={variant.id} className="tsr-checkout__option">
                <input type="radio" name="variantId" value={variant.id} defaultChecked={variant.id === chosenVariantId} />
                <span>{formatMoney(variant.priceCents, currency)}</span>
              </label>
            ))}
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </div>
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>Who is it for?</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <Field label="Recipient's name" name="recipientName" />
          <Field label="Recipient's email" name="recipientEmail" type="email" />
          <Field label="Your name" name="senderName" autoComplete="name" />
          <label className="tsr-checkout__field" data-field="message">
            <span className="tsr-checkout__label">Message (optional)</span>
            <textarea name="message" rows={3} maxLength={500} />
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </label>
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>Payment</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <Field label="Your email (for the receipt)" name="email" type="email" autoComplete="email" />
          {collects === "card" ? (
            <>
              <p className="tsr-checkout__hint">
                Test cards: {TEST_CARDS.succeeds} (paid), {TEST_CARDS.declines} (declined).
              </p>
              <Field label="Card number" name="cardNumber" autoComplete="cc-number" />
              <div className="tsr-checkout__row">
                <Field label="Expiry month (MM)" name="expMonth" autoComplete="cc-exp-month" />
                <Field label="Expiry year (YYYY)" name="expYear" autoComplete="cc-exp-year" />
                <Field label="Security code" name="cvc" autoComplete="cc-csc" />
              </div>
            </>
          ) : (
            <Field label="Payment method" name="paymentMethodId" />
          )}
        </fieldset>
        <p className="tsr-checkout__error" role="alert" hidden />
        <button type="submit" className="tsr-button tsr-checkout__place">
          Buy gift card
        </button>
      </form>
    </div>
  );
}
