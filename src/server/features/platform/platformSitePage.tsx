import { KIND_CHOICES, SITE_PLAN_NOTE_MAX, STATUS_CHOICES } from "../../../domain/sitePlan/sitePlanSchema";
import { kindWords, statusWords } from "../../../domain/sitePlan/planWords";
import { renderPlatformPage } from "../../../site/render/platformChrome";
import { FieldError, Notice, type PlatformNotice } from "./platformFormParts";
import type { SiteUrl } from "./platformHomePage";
import type { PlatformSiteRow } from "./platformSitesRepository";
import type { SitePlanAllowances } from "./sitePlanRepository";
import { visitorAccessWords } from "./siteCardWords";

/** The plan form as sent, kept when it is refused, and its field messages. */
export interface SitePlanForm {
  values: { status?: string; kind?: string; allowedKinds: string[]; note: string };
  fieldErrors: Record<string, string>;
}

/** A status or kind by the spec's name in plain words, with what it means. */
function Named({ words }: { words: { name: string; meaning: string } }) {
  return (
    <>
      {words.name}
      <span className="p-help">{words.meaning}</span>
    </>
  );
}

/** A select of codes by their names, the chosen one selected, described by its error when it has one. */
function CodeSelect(props: { id: string; label: string; codes: readonly number[]; chosen: string; name: (code: number) => string; error?: string }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.id}
        defaultValue={props.chosen}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        aria-invalid={props.error ? true : undefined}
      >
        {props.codes.map((code) => (
          <option key={code} value={String(code)}>
            {props.name(code)}
          </option>
        ))}
      </select>
      <FieldError id={`${props.id}-error`} message={props.error} />
    </>
  );
}

function PlanForm({ site, allowances, crumb, form }: { site: PlatformSiteRow; allowances: SitePlanAllowances; crumb: string; form: SitePlanForm | null }) {
  const values = form?.values ?? {
    status: String(site.status),
    kind: String(site.websiteType),
    allowedKinds: allowances.allowedKinds.map(String),
    note: allowances.note,
  };
  const errors = form?.fieldErrors ?? {};
  return (
    <form method="post" action={`/platform/sites/${site.identifier}/plan`} className="p-panel" aria-labelledby="plan-heading">
      <h2 id="plan-heading">Status, kind and what the owners may choose</h2>
      <p>The owners read all of this on their plan screens, with what each status and kind means.</p>
      <input type="hidden" name="crumb" value={crumb} />
      {site.suspended ? (
        <p>The site is suspended, so its status is Removed until you restore it; restoring gives back the status it had.</p>
      ) : (
        <CodeSelect
          id="status"
          label="Status"
          codes={STATUS_CHOICES}
          chosen={values.status ?? ""}
          name={(code) => statusWords(code).name}
          error={errors.status}
        />
      )}
      <CodeSelect id="kind" label="Kind" codes={KIND_CHOICES} chosen={values.kind ?? ""} name={(code) => kindWords(code).name} error={errors.kind} />
      <fieldset aria-describedby="allowedKinds-help allowedKinds-error">
        <legend>Kinds the owners may move to</legend>
        <span className="p-help" id="allowedKinds-help">
          Their plan screens list these, so they know what to ask you for.
        </span>
        {KIND_CHOICES.map((code) => (
          <div className="p-choice" key={code}>
            <input
              type="checkbox"
              id={`allowed-${code}`}
              name="allowedKinds"
              value={String(code)}
              defaultChecked={values.allowedKinds.includes(String(code))}
              aria-describedby={`allowed-${code}-help`}
            />
            <div>
              <label htmlFor={`allowed-${code}`}>{kindWords(code).name}</label>
              <span className="p-help" id={`allowed-${code}-help`}>
                {kindWords(code).meaning}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <FieldError id="allowedKinds-error" message={errors.allowedKinds} />
      <label htmlFor="note">Note to the owners (optional)</label>
      <textarea
        id="note"
        name="note"
        rows={4}
        maxLength={SITE_PLAN_NOTE_MAX}
        defaultValue={values.note}
        aria-describedby="note-help note-error"
        aria-invalid={errors.note ? true : undefined}
      />
      <span className="p-help" id="note-help">
        For example how to ask you for another kind, and what it costs.
      </span>
      <FieldError id="note-error" message={errors.note} />
      <button type="submit">Save</button>
    </form>
  );
}

/** The platform home's screen of one site: what it is, where it answers, and the form that sets its status, kind and what its owners may choose. */
export function renderPlatformSite(input: {
  site: PlatformSiteRow;
  allowances: SitePlanAllowances;
  siteUrl: SiteUrl;
  crumb: string;
  notice: PlatformNotice | null;
  form: SitePlanForm | null;
}): string {
  const { site } = input;
  const address = input.siteUrl(site.identifier);
  return renderPlatformPage(
    `${site.title} - Tessera`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>{site.title}</h1>
      <Notice notice={input.notice} />
      <dl>
        <dt>Identifier</dt>
        <dd>{site.identifier}</dd>
        <dt>Status</dt>
        <dd>
          <Named words={statusWords(site.status)} />
        </dd>
        <dt>Kind</dt>
        <dd>
          <Named words={kindWords(site.websiteType)} />
        </dd>
        <dt>Visitors</dt>
        <dd>{visitorAccessWords(site)}</dd>
      </dl>
      <p className="p-links">
        <a href={`${address}/`}>Open the site</a>
        <a href={`${address}/config/settings/billing/subscriptions/website`}>The owners' plan screen</a>
        <a href="/">Every site</a>
      </p>
      <PlanForm site={site} allowances={input.allowances} crumb={input.crumb} form={input.form} />
    </>,
  );
}
