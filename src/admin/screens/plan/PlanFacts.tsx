import { kindWords, statusWords } from "../../../domain/sitePlan/planWords";
import type { SitePlan } from "../../../domain/sitePlan/sitePlanSchema";

/** The site's status and kind by the spec's names, each with what it means. */
export function PlanFacts({ plan }: { plan: SitePlan }) {
  const status = statusWords(plan.status);
  const kind = kindWords(plan.kind);
  return (
    <dl className="plan-facts">
      <div>
        <dt>Status</dt>
        <dd>
          <strong>{status.name}</strong>
          <span className="field-help">{status.meaning}</span>
        </dd>
      </div>
      <div>
        <dt>Kind</dt>
        <dd>
          <strong>{kind.name}</strong>
          <span className="field-help">{kind.meaning}</span>
        </dd>
      </div>
    </dl>
  );
}

/** The kinds the host offers the site and the host's note, or that it offers none yet. */
export function HostOffer({ plan }: { plan: SitePlan }) {
  return (
    <section className="stack" aria-labelledby="plan-offer">
      <h2 className="section-title" id="plan-offer">
        What your host offers
      </h2>
      {plan.kindsOffered.length > 0 ? (
        <>
          <p>Your host lets this site move to:</p>
          <ul className="plan-offer">
            {plan.kindsOffered.map((code) => {
              const kind = kindWords(code);
              return (
                <li key={code}>
                  <strong>{kind.name}</strong>
                  <span className="field-help">{kind.meaning}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>Your host offers no other kind for this site yet.</p>
      )}
      {plan.note ? (
        <figure className="plan-note">
          <figcaption>Note from your host</figcaption>
          <blockquote>{plan.note}</blockquote>
        </figure>
      ) : null}
      <p className="field-help">Your host changes the plan: ask them, as their note says, and the site moves once they have changed it.</p>
    </section>
  );
}
