import type { StoreDonationRow } from "../../../../db/donationRows";
import { DONATE_PATH } from "../../../../domain/commerce/donations";
import { donationMoney } from "./donationMail";

/**
 * What the contribution confirmed address shows a gift that is not paid: one waiting for the
 * card's extra confirmation (the provider's confirmation may come after the donor is back), or
 * one whose confirmation was refused, with the way back to the donate page.
 */
export function GiftNotConfirmedPage({ donation, refusal, href }: { donation: StoreDonationRow; refusal: string | null; href: string }) {
  const gift = donationMoney(donation.amountCents, donation.currency);
  if (refusal !== null) {
    return (
      <div className="tsr-container tsr-order tsr-contribution-confirmed">
        <h1>Your gift did not go through</h1>
        <p>{refusal}</p>
        <p>
          <a className="tsr-button tsr-button--primary tsr-button--medium" href={`${DONATE_PATH}?donatePageId=${donation.donatePageId}`}>
            Try again
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="tsr-container tsr-order tsr-contribution-confirmed">
      <h1>Waiting for your card's confirmation</h1>
      <p>
        Your gift of <strong>{gift}</strong> waits for your card's extra confirmation. Once it is confirmed, this page shows it received and a receipt is sent
        to {donation.email}.
      </p>
      <p>
        <a className="tsr-button tsr-button--outline tsr-button--medium" href={href}>
          Check again
        </a>
      </p>
    </div>
  );
}
