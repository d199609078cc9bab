import type { StoreDonationRow } from "../../../../db/donationRows";
import { DONATE_PATH } from "../../../../domain/commerce/donations";
import type { StoreTexts } from "../../../../domain/translations/storeTexts";
import { donationMoney } from "./donationMail";
import { WordsAround } from "./WordsAround";

/**
 * What the contribution confirmed address shows a gift that is not paid: one waiting for the
 * card's extra confirmation (the provider's confirmation may come after the donor is back), or
 * one whose confirmation was refused, with the way back to the donate page; in the page's
 * language (`texts`, `refusal` already in it).
 */
export function GiftNotConfirmedPage({
  donation,
  refusal,
  href,
  texts,
}: {
  donation: StoreDonationRow;
  refusal: string | null;
  href: string;
  texts: StoreTexts;
}) {
  const gift = donationMoney(donation.amountCents, donation.currency);
  if (refusal !== null) {
    return (
      <div className="tsr-container tsr-order tsr-contribution-confirmed">
        <h1>{texts.donateNotThrough}</h1>
        <p>{refusal}</p>
        <p>
          <a className="tsr-button tsr-button--primary tsr-button--medium" href={`${DONATE_PATH}?donatePageId=${donation.donatePageId}`}>
            {texts.donateTryAgain}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="tsr-container tsr-order tsr-contribution-confirmed">
      <h1>{texts.donateWaitingHeading}</h1>
      <p>
        <WordsAround text={texts.donateWaitingLine} name="amount" part={<strong>{gift}</strong>} values={{ email: donation.email }} />
      </p>
      <p>
        <a className="tsr-button tsr-button--outline tsr-button--medium" href={href}>
          {texts.donateCheckAgain}
        </a>
      </p>
    </div>
  );
}
