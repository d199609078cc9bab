/** One plan of a member area as visitors read it. */
interface MemberOfferPlan {
  id: string;
  name: string;
  /** "Free", "$20.00 once" or "$5.00 every month". */
  price: string;
  joinHref: string;
}

/** A member area's offer to join: its name and plans (server/features/memberAreas). */
export interface MemberOffer {
  name: string;
  plans: MemberOfferPlan[];
}

/** The plans of an area with their join buttons. */
function MemberPlans({ offer }: { offer: MemberOffer }) {
  return (
    <ul className="tsr-member-plans">
      {offer.plans.map((plan) => (
        <li key={plan.id} className="tsr-member-plan">
          <span className="tsr-member-plan__name">{plan.name}</span>
          <span className="tsr-member-plan__price">{plan.price}</span>
          <a className="tsr-button tsr-button--primary tsr-button--medium" href={plan.joinHref} aria-label={`Join ${offer.name}: ${plan.name}`}>
            Join
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Protected content (page type 105): a page of a member area shown to a visitor who is not
 * signed in, as its first sections (the area's preview, in the blocks slot) and the offer to
 * join or sign in.
 */
export function ProtectedContentPage(props: { sectionsHtml: string; offer: MemberOffer; signInHref: string }) {
  return (
    <>
      <div className="tsr-sections" dangerouslySetInnerHTML={{ __html: props.sectionsHtml }} />
      <section className="tsr-container tsr-member-offer" aria-labelledby="member-offer-title">
        <h2 id="member-offer-title">The rest of this page is for members</h2>
        <p>Join {props.offer.name} to see all of it.</p>
        <MemberPlans offer={props.offer} />
        <p className="tsr-member-offer__sign-in">
          Already a member? <a href={props.signInHref}>Sign in</a>
        </p>
      </section>
    </>
  );
}

/** Member-area access denied (page type 106) for a signed-in customer without a plan of the page's area: the plans to join. */
export function MemberAccessDeniedPage(props: { offer: MemberOffer; email: string }) {
  return (
    <section className="tsr-container tsr-status-page tsr-member-offer" aria-labelledby="member-offer-title">
      <h1 id="member-offer-title">This page is for members</h1>
      <p>
        You are signed in as {props.email}, which is not a member of {props.offer.name} yet. Choose a plan to join.
      </p>
      <MemberPlans offer={props.offer} />
    </section>
  );
}
