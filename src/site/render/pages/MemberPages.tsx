import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";

/** One plan of a member area as visitors read it. */
interface MemberOfferPlan {
  id: string;
  name: string;
  /** "Free", "$20.00 once" or "$5.00 every month", in the page's language. */
  price: string;
  joinHref: string;
}

/** A member area's offer to join: its name and plans (server/features/memberAreas). */
export interface MemberOffer {
  name: string;
  plans: MemberOfferPlan[];
}

/** The plans of an area with their join buttons. */
function MemberPlans({ offer, texts }: { offer: MemberOffer; texts: StoreTexts }) {
  return (
    <ul className="tsr-member-plans">
      {offer.plans.map((plan) => (
        <li key={plan.id} className="tsr-member-plan">
          <span className="tsr-member-plan__name">{plan.name}</span>
          <span className="tsr-member-plan__price">{plan.price}</span>
          <a
            className="tsr-button tsr-button--primary tsr-button--medium"
            href={plan.joinHref}
            aria-label={filledIn(texts.memberPlanJoinNamed, { area: offer.name, plan: plan.name })}
          >
            {texts.memberPlanJoin}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Protected content (page type 105): a page of a member area shown to a visitor who is not
 * signed in, as its first sections (the area's preview, in the blocks slot) and the offer to
 * join or sign in, in the page's language.
 */
export function ProtectedContentPage(props: { sectionsHtml: string; offer: MemberOffer; signInHref: string; texts: StoreTexts }) {
  return (
    <>
      <div className="tsr-sections" dangerouslySetInnerHTML={{ __html: props.sectionsHtml }} />
      <section className="tsr-container tsr-member-offer" aria-labelledby="member-offer-title">
        <h2 id="member-offer-title">{props.texts.memberOfferHeading}</h2>
        <p>{filledIn(props.texts.memberOfferJoin, { area: props.offer.name })}</p>
        <MemberPlans offer={props.offer} texts={props.texts} />
        <p className="tsr-member-offer__sign-in">
          {props.texts.memberAlreadyMember} <a href={props.signInHref}>{props.texts.memberSignIn}</a>
        </p>
      </section>
    </>
  );
}

/** Member-area access denied (page type 106) for a signed-in customer without a plan of the page's area: the plans to join, in the page's language. */
export function MemberAccessDeniedPage(props: { offer: MemberOffer; email: string; texts: StoreTexts }) {
  return (
    <section className="tsr-container tsr-status-page tsr-member-offer" aria-labelledby="member-offer-title">
      <h1 id="member-offer-title">{props.texts.memberDeniedHeading}</h1>
      <p>{filledIn(props.texts.memberDeniedLine, { email: props.email, area: props.offer.name })}</p>
      <MemberPlans offer={props.offer} texts={props.texts} />
    </section>
  );
}
