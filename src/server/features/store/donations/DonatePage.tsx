import type { DonationSettings } from "../../../../blocks/donation/schema";
import { coverFeeCents } from "../../../../domain/commerce/donations";
import { cardPaymentsUnavailable, PaymentFields, PaymentPageField } from "../pages/PaymentFields";
import type { StripeCardSetup } from "../payments/stripeCardSetup";
import { donationMoney } from "./donationMail";

/** What the donate page shows. */
export interface DonatePageProps {
  donatePageId: string;
  settings: DonationSettings;
  currency: string;
  collects: "card" | "paymentMethod";
  /** Stripe's card element, when the payments go through Stripe with a publishable key. */
  stripe: StripeCardSetup | null;
  /** The site's language, which Stripe's words are in. */
  locale: string;
  /** The signed-in donor, whose name and email fill the form and who may give every month. */
  donor: { email: string; name: string } | null;
}

/** "2.9% + $0.30": the fee a donor may cover, in words. */
function feeWords(settings: DonationSettings, currency: string): string {
  const share = `${settings.feePercentBasisPoints / 100}%`;
  return settings.feeFixedCents > 0 ? `${share} + ${donationMoney(settings.feeFixedCents, currency)}` : share;
}

/**
 * The donate page (page type 203, `/checkout/donate?donatePageId={id}`): the donation block's
 * suggested amounts and a custom amount, its funds, covering the processing fee, giving once or
 * (signed in) every month, the donor's name and email, and the payment. Its island sends it once
 * per idempotency key and opens the contribution confirmed page.
 */
export function DonatePage({ donatePageId, settings, currency, collects, stripe, locale, donor }: DonatePageProps) {
  const first = settings.suggestedAmountsCents[1] ?? settings.suggestedAmountsCents[0];
  return (
    <div
      className="tsr-container tsr-checkout tsr-donate"
      data-island="donate-checkout"
      data-donate-page-id={donatePageId}
      data-currency={currency}
      data-fee-basis-points={settings.feePercentBasisPoints}
      data-fee-fixed-cents={settings.feeFixedCents}
    >
      <h1>{settings.title || "Donate"}</h1>
      {settings.description ? <p>{settings.description}</p> : null}
      <form className="tsr-checkout__form" noValidate>
        <fieldset className="tsr-checkout__step">
          <legend>Your gift</legend>
          <div className="tsr-checkout__options" role="radiogroup" aria-label="Amount" data-field="amountCents">
            {settings.suggestedAmountsCents.map((cents) => (
              <label key={cents} className="tsr-checkout__option">
                <input type="radio" name="amountChoice" value={cents} defaultChecked={cents === first} />
                <span>{donationMoney(cents, currency)}</span>
              </label>
            ))}
            {settings.allowCustomAmount ? (
              <label className="tsr-checkout__option">
                <input type="radio" name="amountChoice" value="other" defaultChecked={first === undefined} />
                <span>Other amount</span>
              </label>
            ) : null}
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </div>
          {settings.allowCustomAmount ? (
            <label className="tsr-checkout__field" data-field="customAmount">
              <span className="tsr-checkout__label">
                Other amount ({currency}, at least {donationMoney(settings.minimumCents, currency)})
              </span>
              <input name="customAmount" type="text" inputMode="decimal" autoComplete="off" />
            </label>
          ) : null}
          {settings.funds.length > 0 ? (
            <label className="tsr-checkout__field" data-field="fund">
              <span className="tsr-checkout__label">Fund</span>
              <select name="fund">
                {settings.funds.map((fund) => (
                  <option key={fund} value={fund}>
                    {fund}
                  </option>
                ))}
              </select>
              <span className="tsr-checkout__field-error" role="alert" hidden />
            </label>
          ) : null}
          {settings.offerMonthly ? (
            donor ? (
              <div className="tsr-checkout__options" role="radiogroup" aria-label="How often" data-field="frequency">
                <label className="tsr-checkout__option">
                  <input type="radio" name="frequency" value="once" defaultChecked />
                  <span>Once</span>
                </label>
                <label className="tsr-checkout__option">
                  <input type="radio" name="frequency" value="monthly" />
                  <span>Every month</span>
                </label>
                <span className="tsr-checkout__field-error" role="alert" hidden />
              </div>
            ) : (
              <p className="tsr-checkout__hint">
                To give every month, <a href="/account/sign-in">sign in to your account</a>.
              </p>
            )
          ) : null}
          {settings.offerCoverFees ? (
            <label className="tsr-donate__cover">
              <input type="checkbox" name="coverFees" />
              <span>
                Add the processing fee ({feeWords(settings, currency)}) so the whole gift reaches us
                <span className="tsr-donate__fee">
                  {first !== undefined ? `: ${donationMoney(coverFeeCents(first, settings), currency)} on ${donationMoney(first, currency)}` : ""}
                </span>
              </span>
            </label>
          ) : null}
          <p className="tsr-donate__total" aria-live="polite" />
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>Your details</legend>
          <PaymentPageField label="Your name" name="name" autoComplete="name" value={donor?.name} />
          <PaymentPageField label="Your email (for the receipt)" name="email" type="email" autoComplete="email" value={donor?.email} />
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>Payment</legend>
          <PaymentFields collects={collects} stripe={stripe} locale={locale} />
        </fieldset>
        <p className="tsr-checkout__error" role="alert" hidden />
        {cardPaymentsUnavailable(collects, stripe) ? null : (
          <button type="submit" className="tsr-button tsr-checkout__place">
            {settings.buttonLabel}
          </button>
        )}
      </form>
    </div>
  );
}
