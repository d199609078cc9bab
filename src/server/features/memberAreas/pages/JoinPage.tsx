import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { cardPaymentsUnavailable, PaymentFields } from "../../store/pages/PaymentFields";
import type { StripeCardSetup } from "../../store/payments/stripeCardSetup";

/** What the join page shows: the area and plan, and what a paid plan's payment asks for. */
export interface JoinPageProps {
  areaName: string;
  planName: string;
  /** "Free", "$20.00 once" or "$5.00 every month". */
  price: string;
  /** What the site's payment provider collects for a paid plan (card fields, or Stripe's payment method); null for a free plan. */
  collects: "card" | "paymentMethod" | null;
  /** Stripe's card element, when the payments go through Stripe with a publishable key. */
  stripe: StripeCardSetup | null;
  /** The page's language, which Stripe's words are in. */
  locale: string;
  action: string;
  crumb: string;
  /** Why the last try was refused. */
  error: string | null;
  /** The store's words in the page's language. */
  texts: StoreTexts;
}

/**
 * The join form of one plan of a member area, for a signed-in customer: the price and, for a
 * paid plan, the payment fields of the checkout's payment pages (the test gateway's card fields,
 * or Stripe's card element, so card numbers never reach this server on a site paying through
 * Stripe). The price is all that is charged: no fee is added. It posts to itself with the crumb,
 * so it works without script; with Stripe's card element its island first puts the PaymentMethod
 * Stripe makes of the card in the hidden `paymentMethodId` field. Its words are the page's language's.
 */
export function JoinPage(props: JoinPageProps) {
  const { texts } = props;
  const stripe = props.collects === "paymentMethod" ? props.stripe : null;
  const heading = filledIn(texts.memberJoinHeading, { area: props.areaName });
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-join" data-island={stripe ? "member-join" : undefined}>
      <h1>{heading}</h1>
      <p>
        {filledIn(texts.memberJoinPlan, { plan: props.planName })} <strong>{props.price}</strong>
      </p>
      {props.error ? (
        <p className="tsr-alert tsr-account__notice" role="alert">
          {props.error}
        </p>
      ) : null}
      <form className="tsr-account__form" method="post" action={props.action} aria-label={heading}>
        <input type="hidden" name="crumb" value={props.crumb} />
        {stripe ? <input type="hidden" name="paymentMethodId" /> : null}
        {props.collects ? <PaymentFields collects={props.collects} stripe={stripe} locale={props.locale} texts={texts} /> : null}
        {cardPaymentsUnavailable(props.collects, stripe) ? null : (
          <button className="tsr-button" type="submit">
            {props.collects ? filledIn(texts.memberJoinPay, { price: props.price }) : texts.memberJoinFree}
          </button>
        )}
      </form>
    </div>
  );
}

/** The join page for a visitor who is not signed in, in the page's language: members join with their customer account, and signing in leads back here. */
export function JoinSignInPage(props: { areaName: string; signInHref: string; texts: StoreTexts }) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-join">
      <h1>{filledIn(texts.memberJoinHeading, { area: props.areaName })}</h1>
      <p>{texts.memberSignInFirst}</p>
      <p className="tsr-account__after">
        <a className="tsr-button" href={props.signInHref}>
          {texts.memberSignIn}
        </a>
      </p>
      <p className="tsr-account__after">
        {texts.memberNewHere} <a href="/account/sign-up">{texts.memberCreateAccount}</a>
      </p>
    </div>
  );
}

/** The page a member comes back to from the card's extra confirmation before it settled (no join link), or after it was refused, in the page's language. */
export function JoinWaitingPage(props: { areaName: string; joinHref: string | null; texts: StoreTexts }) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-join">
      <h1>{filledIn(texts.memberJoinHeading, { area: props.areaName })}</h1>
      <p role="status">{props.joinHref ? texts.memberConfirmationRefused : texts.memberAwaitingConfirmation}</p>
      {props.joinHref ? (
        <p className="tsr-account__after">
          <a className="tsr-button" href={props.joinHref}>
            {texts.memberTryAgain}
          </a>
        </p>
      ) : null}
    </div>
  );
}
