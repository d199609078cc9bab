import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";

/**
 * The membership confirmed page (page type 208): the area joined, the plan and its price, and
 * the way to its pages, in the page's language.
 */
export function MembershipConfirmedPage(props: {
  areaName: string;
  planName: string;
  price: string;
  email: string;
  firstPageHref: string | null;
  texts: StoreTexts;
}) {
  const { texts } = props;
  const [beforeAccount = "", afterAccount = ""] = texts.memberListedIn.split("{account}");
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-joined">
      <h1>{texts.memberConfirmed}</h1>
      <p>{filledIn(texts.memberWelcome, { area: props.areaName, plan: props.planName, price: props.price, email: props.email })}</p>
      {props.firstPageHref ? (
        <p className="tsr-account__after">
          <a className="tsr-button" href={props.firstPageHref}>
            {filledIn(texts.memberGoTo, { area: props.areaName })}
          </a>
        </p>
      ) : null}
      <p className="tsr-account__after">
        {beforeAccount}
        <a href="/account#memberships">{texts.memberYourAccount}</a>
        {afterAccount}
      </p>
    </div>
  );
}
