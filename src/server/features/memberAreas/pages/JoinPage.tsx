/** What the join page shows: the area and plan, and whether a card is asked for. */
export interface JoinPageProps {
  areaName: string;
  planName: string;
  /** "Free", "$20.00 once" or "$5.00 every month". */
  price: string;
  paid: boolean;
  action: string;
  crumb: string;
  /** Why the last try was refused. */
  error: string | null;
}

function CardField(props: { label: string; name: string; autoComplete: string; inputMode?: "numeric"; maxLength: number }) {
  return (
    <label className="tsr-checkout__field">
      <span className="tsr-checkout__label">{props.label}</span>
      <input name={props.name} autoComplete={props.autoComplete} inputMode={props.inputMode} maxLength={props.maxLength} required />
    </label>
  );
}

/**
 * The join form of one plan of a member area, for a signed-in customer: the price and, for a
 * paid plan, the card (the price is all that is charged: no fee is added). It posts to itself
 * with the crumb, so it works without script.
 */
export function JoinPage(props: JoinPageProps) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-join">
      <h1>Join {props.areaName}</h1>
      <p>
        {props.planName}: <strong>{props.price}</strong>
      </p>
      {props.error ? (
        <p className="tsr-account__notice" role="alert">
          {props.error}
        </p>
      ) : null}
      <form className="tsr-account__form" method="post" action={props.action} aria-label={`Join ${props.areaName}`}>
        <input type="hidden" name="crumb" value={props.crumb} />
        {props.paid ? (
          <>
            <CardField label="Card number" name="cardNumber" autoComplete="cc-number" inputMode="numeric" maxLength={23} />
            <CardField label="Expiry month (1 to 12)" name="expMonth" autoComplete="cc-exp-month" inputMode="numeric" maxLength={2} />
            <CardField label="Expiry year (e.g. 2030)" name="expYear" autoComplete="cc-exp-year" inputMode="numeric" maxLength={4} />
            <CardField label="Security code" name="cvc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
          </>
        ) : null}
        <button className="tsr-button" type="submit">
          {props.paid ? `Pay ${props.price} and join` : "Join"}
        </button>
      </form>
    </div>
  );
}

/** The join page for a visitor who is not signed in: members join with their customer account, and signing in leads back here. */
export function JoinSignInPage(props: { areaName: string; message: string; signInHref: string }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-join">
      <h1>Join {props.areaName}</h1>
      <p>{props.message}</p>
      <p className="tsr-account__after">
        <a className="tsr-button" href={props.signInHref}>
          Sign in
        </a>
      </p>
      <p className="tsr-account__after">
        New here? <a href="/account/sign-up">Create an account</a>
      </p>
    </div>
  );
}
