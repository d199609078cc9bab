import type { DonationSettings } from "../../../../blocks/donation/schema";
import { coverFeeCents } from "../../../../domain/commerce/donations";
import { ACCOUNT_PATHS } from "../../../../domain/people/accountPaths";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { cardPaymentsUnavailable, PaymentFields, PaymentPageField } from "../pages/PaymentFields";
import type { StripeCardSetup } from "../payments/stripeCardSetup";
import { donationMoney } from "./donationMail";
import { WordsAround } from "./WordsAround";

/** What the donate page shows. */
export interface DonatePageProps {
  donatePageId: string;
  settings: DonationSettings;
  currency: string;
  collects: "card" | "paymentMethod";
  /** Stripe's card element, when the payments go through Stripe with a publishable key. */
  stripe: StripeCardSetup | null;
  /** The page's language, which Stripe's words are in. */
  locale: string;
  /** The store's words in the page's language. */
  texts: StoreTexts;
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
 * per idempotency key and opens the contribution confirmed page. Its words are in the page's
 * language (`texts`); the block's own title, words, amounts and funds are the owner's.
 */
export function DonatePage({ donatePageId, settings, currency, collects, stripe, locale, texts, donor }: DonatePageProps) {
  const first = settings.suggestedAmountsCents[1] ?? settings.suggestedAmountsCents[0];
  const money = (cents: number) => donationMoney(cents, currency);
  return (
    <div
      className="tsr-container tsr-checkout tsr-donate"
      data-island="donate-checkout"
      data-donate-page-id={donatePageId}
      data-currency={currency}
      data-fee-basis-points={settings.feePercentBasisPoints}
      data-fee-fixed-cents={settings.feeFixedCents}
      data-texts={JSON.stringify(islandTexts("donate", texts))}
    >
      <h1>{settings.title || texts.donateHeading}</h1>
      {settings.description ? <p>{settings.description}</p> : null}
      <form className="tsr-checkout__form" noValidate>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.donateYourGift}</legend>
          <div className="tsr-checkout__options" role="radiogroup" aria-label={texts.donateAmount} data-field="amountCents">
            {settings.suggestedAmountsCents.map((cents) => (
              <label key={cents} className="tsr-checkout__option">
                <input type="radio" name="amountChoice" value={cents} defaultChecked={cents === first} />
                <span>{money(cents)}</span>
              </label>
            ))}
            {settings.allowCustomAmount ? (
              <label className="tsr-checkout__option">
                <input type="radio" name="amountChoice" value="other" defaultChecked={first === undefined} />
                <span>{texts.donateOtherAmount}</span>
              </label>
            ) : null}
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </div>
          {settings.allowCustomAmount ? (
            <label className="tsr-checkout__field" data-field="customAmount">
              <span className="tsr-checkout__label">{filledIn(texts.donateOtherAmountField, { currency, minimum: money(settings.minimumCents) })}</span>
              <input name="customAmount" type="text" inputMode="decimal" autoComplete="off" />
            </label>
          ) : null}
          {settings.funds.length > 0 ? (
            <label className="tsr-checkout__field" data-field="fund">
              <span className="tsr-checkout__label">{texts.donateFund}</span>
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
              <div className="tsr-checkout__options" role="radiogroup" aria-label={texts.donateHowOften} data-field="frequency">
                <label className="tsr-checkout__option">
                  <input type="radio" name="frequency" value="once" defaultChecked />
                  <span>{texts.donateOnce}</span>
                </label>
                <label className="tsr-checkout__option">
                  <input type="radio" name="frequency" value="monthly" />
                  <span>{texts.donateEveryMonth}</span>
                </label>
                <span className="tsr-checkout__field-error" role="alert" hidden />
              </div>
            ) : (
              <p className="tsr-checkout__hint">
                <WordsAround text={texts.donateMonthlySignIn} name="signIn" part={<a href={ACCOUNT_PATHS.signIn}>{texts.donateSignInLink}</a>} />
              </p>
            )
          ) : null}
          {settings.offerCoverFees ? (
            <label className="tsr-donate__cover">
              <input type="checkbox" name="coverFees" />
              <span>
                {filledIn(texts.donateCoverFee, { fee: feeWords(settings, currency) })}
                <span className="tsr-donate__fee">
                  {first !== undefined ? `: ${filledIn(texts.donateFeeOn, { fee: money(coverFeeCents(first, settings)), amount: money(first) })}` : ""}
                </span>
              </span>
            </label>
          ) : null}
          <p className="tsr-donate__total" aria-live="polite" />
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.donateYourDetails}</legend>
          <PaymentPageField label={texts.donateYourName} name="name" autoComplete="name" value={donor?.name} />
          <PaymentPageField label={texts.donateYourEmail} name="email" type="email" autoComplete="email" value={donor?.email} />
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.payment}</legend>
          <PaymentFields collects={collects} stripe={stripe} locale={locale} texts={texts} />
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
