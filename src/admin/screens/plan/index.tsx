import { Link } from "react-aria-components";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import { sitePlanApi } from "../../api/sitePlan";
import { screenHref, useRouter } from "../../shell/router";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { HostOffer, PlanFacts } from "./PlanFacts";
import { PLAN_PATHS } from "./planPaths";
import "../../styles/screens.css";
import "./plan.css";

/**
 * The plan screens at the spec's upgrade paths: the website plan (settings/billing/subscriptions/website)
 * and the trial upgrade (settings/billing/upgrade). Both show the site's status and kind by the
 * spec's names with what they mean, and what the host (the platform administrator) offers; the
 * host changes them, so owners only read here.
 */
export default function PlanScreen() {
  const { subPath } = useRouter();
  const upgrade = subPath.replace(/\/$/, "") === PLAN_PATHS.upgrade;
  const plan = useLoad(() => sitePlanApi.read(), []);
  if (plan.status === "loading") return <Loading />;
  if (plan.status === "error") return <ErrorState message={plan.message} onRetry={plan.reload} />;
  const onTrial = plan.data.status === WEBSITE_STATUS.TRIAL;
  return (
    <div className="screen plan-screen">
      <h1 className="screen-title">{upgrade ? "Upgrade" : "Plan"}</h1>
      {plan.data.suspended ? <Notice tone="error">Your host has suspended the site: visitors are turned away until your host restores it.</Notice> : null}
      {upgrade ? (
        <p>
          {onTrial
            ? "This site is on a trial. To keep it when the trial ends, ask your host to upgrade it."
            : "This site is not on a trial, so there is no trial to upgrade from. Its plan is below."}
        </p>
      ) : null}
      <PlanFacts plan={plan.data} />
      <HostOffer plan={plan.data} />
      {!upgrade && onTrial ? (
        <div className="row">
          <Link className="btn" href={screenHref(PLAN_PATHS.upgrade)}>
            Upgrade from the trial
          </Link>
        </div>
      ) : null}
    </div>
  );
}
