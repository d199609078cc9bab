import type { AccountDonations as Donations } from "../accountDonations";

/** A day as the account page writes it, "3 December 2026". */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * The account's donations: each monthly gift with its next charge and a way to stop it (asked
 * once more in place, so it works without script), then the gifts given while signed in.
 */
export function AccountDonations({ donations, crumb }: { donations: Donations; crumb: string }) {
  const { plans, gifts } = donations;
  return (
    <section className="tsr-account__section" id="donations" aria-labelledby="donations-title">
      <h2 id="donations-title">Donations</h2>
      {plans.length === 0 && gifts.length === 0 ? (
        <p className="tsr-account__empty">You have made no donations. Donations you give while signed in show here.</p>
      ) : null}
      {plans.length > 0 ? (
        <ul className="tsr-account__list">
          {plans.map((plan) => (
            <li key={plan.id} className="tsr-account__subscription" data-donation-plan-id={plan.id}>
              <span className="tsr-account__order-lines">{plan.summary}</span>
              <span className="tsr-account__order-status">{plan.active ? "Active" : "Stopped"}</span>
              <span>
                {plan.methodLabel}
                {plan.active ? `. Next gift: ${day(plan.nextChargeAt)}` : ""}
              </span>
              {plan.active ? (
                <details className="tsr-account__confirm">
                  <summary>Stop monthly gift</summary>
                  <p>Nothing more will be charged. This cannot be undone.</p>
                  <form method="post" action={`/account/donations/${plan.id}/cancel`}>
                    <input type="hidden" name="crumb" value={crumb} />
                    <button className="tsr-button" type="submit" aria-label={`Yes, stop it: ${plan.summary}`}>
                      Yes, stop it
                    </button>
                  </form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {gifts.length > 0 ? (
        <ul className="tsr-account__list">
          {gifts.map((gift) => (
            <li key={gift.id} className="tsr-account__order">
              <span>{day(gift.createdAt)}</span>
              <span className="tsr-account__order-lines">{gift.summary}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
