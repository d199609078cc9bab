/**
 * The membership confirmed page (page type 208): the area joined, the plan and its price, and
 * the way to its pages.
 */
export function MembershipConfirmedPage(props: { areaName: string; planName: string; price: string; email: string; firstPageHref: string | null }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow tsr-member-joined">
      <h1>Membership confirmed</h1>
      <p>
        Welcome to {props.areaName}. You joined on the {props.planName} plan ({props.price}) as {props.email}.
      </p>
      {props.firstPageHref ? (
        <p className="tsr-account__after">
          <a className="tsr-button" href={props.firstPageHref}>
            Go to {props.areaName}
          </a>
        </p>
      ) : null}
      <p className="tsr-account__after">
        Your memberships are listed in <a href="/account#memberships">your account</a>.
      </p>
    </div>
  );
}
