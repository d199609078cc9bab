import type { AccountSubscription } from "../accountContents";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { accountDay } from "./accountDay";

/** One move's form: the crumb and a button, posting to the subscription's address. */
function Move({ id, action, label, crumb, name, texts }: { id: string; action: string; label: string; crumb: string; name: string; texts: StoreTexts }) {
  return (
    <form method="post" action={`/account/subscriptions/${id}/${action}`}>
      <input type="hidden" name="crumb" value={crumb} />
      <button className="tsr-button" type="submit" aria-label={filledIn(texts.accountMoveOf, { move: label, name })}>
        {label}
      </button>
    </form>
  );
}

/**
 * The account's subscriptions: each with its recurring price, state, card and next payment,
 * and the moves its state allows (pause, resume, cancel). Cancelling asks once more in place,
 * so it works without script. Its words and days are in the page's language.
 */
export function AccountSubscriptions(props: { subscriptions: AccountSubscription[]; crumb: string; locale: string; texts: StoreTexts }) {
  const { subscriptions, crumb, locale, texts } = props;
  return (
    <section className="tsr-account__section" id="subscriptions" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{texts.accountSubscriptions}</h2>
      {subscriptions.length === 0 ? (
        <p className="tsr-account__empty">{texts.accountNoSubscriptions}</p>
      ) : (
        <ul className="tsr-account__list">
          {subscriptions.map((s) => {
            const running = s.status === "active" || s.status === "past_due";
            return (
              <li key={s.id} className="tsr-account__subscription" data-subscription-id={s.id}>
                <span className="tsr-account__order-lines">
                  {s.quantity} × {s.productName}
                </span>
                <span>{s.price}</span>
                <span className="tsr-account__order-status">{s.statusLabel}</span>
                <span>
                  {s.methodLabel}
                  {running && s.nextChargeAt ? `. ${filledIn(texts.accountNextPayment, { date: accountDay(s.nextChargeAt, locale) })}` : ""}
                </span>
                <div className="tsr-account__moves">
                  {running ? <Move id={s.id} action="pause" label={texts.accountPause} crumb={crumb} name={s.productName} texts={texts} /> : null}
                  {s.status === "paused" ? (
                    <Move id={s.id} action="resume" label={texts.accountResume} crumb={crumb} name={s.productName} texts={texts} />
                  ) : null}
                  {running || s.status === "paused" ? (
                    <details className="tsr-account__confirm">
                      <summary>{texts.accountCancelSubscription}</summary>
                      <p>{texts.accountCannotUndo}</p>
                      <Move id={s.id} action="cancel" label={texts.accountYesCancel} crumb={crumb} name={s.productName} texts={texts} />
                    </details>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
