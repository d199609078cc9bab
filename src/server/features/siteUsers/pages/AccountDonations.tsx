import type { AccountDonations as Donations } from "../accountDonations";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { accountDay } from "./accountDay";

/**
 * The account's donations: each monthly gift with its next charge and a way to stop it (asked
 * once more in place, so it works without script), then the gifts given while signed in; in the
 * page's language.
 */
export function AccountDonations(props: { donations: Donations; crumb: string; locale: string; texts: StoreTexts }) {
  const { crumb, locale, texts } = props;
  const { plans, gifts } = props.donations;
  return (
    <section className="tsr-account__section" id="donations" aria-labelledby="donations-title">
      <h2 id="donations-title">{texts.accountDonations}</h2>
      {plans.length === 0 && gifts.length === 0 ? <p className="tsr-account__empty">{texts.accountNoDonations}</p> : null}
      {plans.length > 0 ? (
        <ul className="tsr-account__list">
          {plans.map((plan) => (
            <li key={plan.id} className="tsr-account__subscription" data-donation-plan-id={plan.id}>
              <span className="tsr-account__order-lines">{plan.summary}</span>
              <span className="tsr-account__order-status">{plan.active ? texts.accountStatusActive : texts.accountStatusStopped}</span>
              <span>
                {plan.methodLabel}
                {plan.active ? `. ${filledIn(texts.accountNextGift, { date: accountDay(plan.nextChargeAt, locale) })}` : ""}
              </span>
              {plan.active ? (
                <details className="tsr-account__confirm">
                  <summary>{texts.accountStopGift}</summary>
                  <p>{texts.accountCannotUndo}</p>
                  <form method="post" action={`/account/donations/${plan.id}/cancel`}>
                    <input type="hidden" name="crumb" value={crumb} />
                    <button className="tsr-button" type="submit" aria-label={filledIn(texts.accountMoveOf, { move: texts.accountYesStop, name: plan.summary })}>
                      {texts.accountYesStop}
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
              <span>{accountDay(gift.createdAt, locale)}</span>
              <span className="tsr-account__order-lines">{gift.summary}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
