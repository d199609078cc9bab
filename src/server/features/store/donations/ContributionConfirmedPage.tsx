import type { StoreDonationRow } from "../../../../db/donationRows";
import { donationMoney } from "./donationMail";

/**
 * The contribution confirmed page (page type 204): the gift, its fund, the fee covered, where the
 * receipt went, and for a monthly gift where to stop it.
 */
export function ContributionConfirmedPage({ donation }: { donation: StoreDonationRow }) {
  const fee = Number(donation.feeCents);
  return (
    <div className="tsr-container tsr-order tsr-contribution-confirmed">
      <h1>Contribution confirmed</h1>
      <p>
        Thank you, {donation.name}. Your {donation.frequency === "monthly" ? "monthly " : ""}gift of{" "}
        <strong>{donationMoney(donation.amountCents, donation.currency)}</strong> was received
        {donation.fund ? ` for ${donation.fund}` : ""}.
      </p>
      {fee > 0 ? <p>You covered the processing fee of {donationMoney(fee, donation.currency)}, so the whole gift reaches us.</p> : null}
      <p>
        Amount charged: {donationMoney(donation.totalCents, donation.currency)}. A receipt has been sent to {donation.email}.
      </p>
      {donation.frequency === "monthly" ? (
        <p>
          We will charge the same card each month. Stop your monthly gift at any time in <a href="/account#donations">your account</a>.
        </p>
      ) : null}
      <p>
        <a className="tsr-button tsr-button--outline tsr-button--medium" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
