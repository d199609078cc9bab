import type { AccountSubscription } from "../accountContents";

/** A day as the account page writes it, "3 December 2026". */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** One move's form: the crumb and a button, posting to the subscription's address. */
function Move({ id, action, label, crumb, name }: { id: string; action: string; label: string; crumb: string; name: string }) {
  return (
    <form method="post" action={`/account/subscriptions/${id}/${action}`}>
      <input type="hidden" name="crumb" value={crumb} />
      <button className="tsr-button" type="submit" aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </form>
  );
}

/**
 * The account's subscriptions: each with its recurring price, state, card and next payment,
 * and the moves its state allows (pause, resume, cancel). Cancelling asks once more in place,
 * so it works without script.
 */
export function AccountSubscriptions({ subscriptions, crumb }: { subscriptions: AccountSubscription[]; crumb: string }) {
  return (
    <section className="tsr-account__section" id="subscriptions" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">Subscriptions</h2>
      {subscriptions.length === 0 ? (
        <p className="tsr-account__empty">You have no subscriptions. Subscriptions you start show here, with their next payment.</p>
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
                  {running && s.nextChargeAt ? `. Next payment: ${day(s.nextChargeAt)}` : ""}
                </span>
                <div className="tsr-account__moves">
                  {running ? <Move id={s.id} action="pause" label="Pause" crumb={crumb} name={s.productName} /> : null}
                  {s.status === "paused" ? <Move id={s.id} action="resume" label="Resume" crumb={crumb} name={s.productName} /> : null}
                  {running || s.status === "paused" ? (
                    <details className="tsr-account__confirm">
                      <summary>Cancel subscription</summary>
                      <p>Nothing more will be charged. This cannot be undone.</p>
                      <Move id={s.id} action="cancel" label="Yes, cancel it" crumb={crumb} name={s.productName} />
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
