import type { ReactNode } from "react";
import type { z } from "zod";
import type { subscriptionSchema } from "../../../../domain/api/subscriptions";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";

/** A day as the page writes it, "3 December 2026", in the page's language. */
function day(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** Words with a link in place of one name in braces (`{account}`), the other names filled in. */
function withLink(text: string, name: string, link: ReactNode, values: Record<string, string>): ReactNode {
  const [before = "", after = ""] = text.split(`{${name}}`);
  return (
    <>
      {filledIn(before, values)}
      {link}
      {filledIn(after, values)}
    </>
  );
}

/**
 * The subscription confirmed page (page type 206): each subscription the order started, its
 * recurring price, the card it is charged to and its next payment, and where to pause or
 * cancel it; in the order's language (`texts`, its days written in `locale`).
 */
export function SubscriptionConfirmedPage(props: {
  subscriptions: z.output<typeof subscriptionSchema>[];
  email: string;
  signedIn: boolean;
  texts: StoreTexts;
  locale: string;
}) {
  const { texts, email } = props;
  return (
    <div className="tsr-container tsr-order tsr-subscription-confirmed">
      <h1>{texts.subscriptionConfirmed}</h1>
      <p>{filledIn(texts.subscriptionThanks, { email })}</p>
      <ul className="tsr-subscription-confirmed__list">
        {props.subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <strong>
              {subscription.quantity} × {subscription.productName}
            </strong>
            <span>{subscription.price}</span>
            <span>{filledIn(texts.chargedTo, { method: subscription.methodLabel.toLowerCase() })}</span>
            {subscription.nextChargeAt ? <span>{filledIn(texts.nextPaymentOn, { date: day(subscription.nextChargeAt, props.locale) })}</span> : null}
          </li>
        ))}
      </ul>
      <p>
        {props.signedIn
          ? withLink(texts.pauseInAccount, "account", <a href="/account#subscriptions">{texts.yourAccount}</a>, { email })
          : withLink(texts.signUpToPause, "signUp", <a href="/account/sign-up">{texts.createAccount}</a>, { email })}
      </p>
    </div>
  );
}
