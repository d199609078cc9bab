import type { StoreDonationRow } from "../../../../db/donationRows";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { donationMoney } from "./donationMail";
import { WordsAround } from "./WordsAround";

/** The thanks for a gift, once or monthly, to a fund or not. */
function thanksOf(donation: StoreDonationRow, texts: StoreTexts): string {
  const monthly = donation.frequency === "monthly";
  if (donation.fund) return monthly ? texts.donateMonthlyReceivedFor : texts.donateReceivedFor;
  return monthly ? texts.donateMonthlyReceived : texts.donateReceived;
}

/**
 * The contribution confirmed page (page type 204): the gift, its fund, the fee covered, where the
 * receipt went, and for a monthly gift where to stop it, in the page's language (`texts`).
 */
export function ContributionConfirmedPage({ donation, texts }: { donation: StoreDonationRow; texts: StoreTexts }) {
  const fee = Number(donation.feeCents);
  const money = (cents: number | bigint) => donationMoney(cents, donation.currency);
  return (
    <div className="tsr-container tsr-order tsr-contribution-confirmed">
      <h1>{texts.donateConfirmed}</h1>
      <p>
        <WordsAround
          text={thanksOf(donation, texts)}
          name="amount"
          part={<strong>{money(donation.amountCents)}</strong>}
          values={{ name: donation.name, fund: donation.fund }}
        />
      </p>
      {fee > 0 ? <p>{filledIn(texts.donateFeeCovered, { fee: money(fee) })}</p> : null}
      <p>{filledIn(texts.donateCharged, { amount: money(donation.totalCents), email: donation.email })}</p>
      {donation.frequency === "monthly" ? (
        <p>
          <WordsAround text={texts.donateStopMonthly} name="account" part={<a href="/account#donations">{texts.donateYourAccount}</a>} />
        </p>
      ) : null}
      <p>
        <a className="tsr-button tsr-button--outline tsr-button--medium" href="/">
          {texts.donateBackHome}
        </a>
      </p>
    </div>
  );
}
