import type { StoreTexts } from "../../../../domain/translations/storeTexts";
import type { StripeCardSetup } from "../payments/stripeCardSetup";

/**
 * Stripe's card element in a payment page's form, in place of typed card numbers: the box the
 * browser mounts it in (labelled in the page's language; the publishable key and Stripe.js's
 * address in its data, never a secret), the plain line shown without script, the line and Try
 * again shown when Stripe.js does not load, and the slot Stripe's refusals show in.
 */
export function StripeCardField({ setup, texts, locale }: { setup: StripeCardSetup; texts: StoreTexts; locale: string }) {
  return (
    <div
      className="tsr-checkout__field"
      data-field="paymentMethodId"
      data-stripe-card=""
      data-stripe-key={setup.publishableKey}
      data-stripe-js={setup.scriptUrl}
      data-locale={locale}
    >
      <label className="tsr-checkout__label" id="tsr-stripe-card-label" htmlFor="tsr-stripe-card">
        {texts.cardDetails}
      </label>
      <div id="tsr-stripe-card" className="tsr-checkout__card-element" role="group" aria-labelledby="tsr-stripe-card-label" />
      <noscript>
        <p className="tsr-alert">{texts.cardNeedsScript}</p>
      </noscript>
      <div className="tsr-checkout__card-unavailable" role="alert" hidden>
        <span>{texts.cardNotLoaded}</span>
        <button type="button" className="tsr-button">
          {texts.tryAgain}
        </button>
      </div>
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </div>
  );
}
