import { renderPlatformPage } from "../../../site/render/platformChrome";
import type { PlatformSiteRow } from "./platformSitesRepository";
import { siteTypeWords, visitorAccessWords } from "./siteCardWords";
import { SitePager, SiteSearch, type SitePaging } from "./platformSiteFinder";
import { SITE_TEMPLATES } from "./siteTemplates";
import { FieldError, Notice, type PlatformNotice } from "./platformFormParts";

/** Where a site answers, from its identifier: the bare domain's scheme and port under the site's own host. */
export type SiteUrl = (identifier: string) => string;

/** The values and field messages of the create and invite forms, kept when one is refused. */
export interface PlatformForms {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

const CREATED_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A labelled email field with its error under it, the field marked invalid and described by the error. */
function EmailField(props: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
  required?: boolean;
  autoComplete?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="email"
        required={props.required}
        autoComplete={props.autoComplete}
        defaultValue={props.value ?? ""}
        aria-describedby={errorId}
        aria-invalid={props.error ? true : undefined}
      />
      <FieldError id={errorId} message={props.error} />
    </>
  );
}

/** The bare domain's page for visitors: what Tessera is, the hop to a site's sign-in, and the platform administrators' sign-in. */
export function renderPlatformLanding(input: { appDomain: string; port: string; crumb: string; error: string | null; email: string }): string {
  return renderPlatformPage(
    "Tessera",
    <>
      <span className="p-brand">Tessera</span>
      <h1>Websites and online stores you host yourself</h1>
      <p>Tessera serves many websites from one server: fast pages, forms, a cookie banner, analytics and a store, with data the owner keeps.</p>
      <h2>Sign in to your site</h2>
      <form method="get" action="/go">
        <label htmlFor="site">Your site's identifier</label>
        <div className="p-row">
          <input id="site" name="site" required pattern="[a-z0-9]([a-z0-9\-]*[a-z0-9])?" autoComplete="off" placeholder="demo" />
          <span className="p-suffix">
            .{input.appDomain}
            {input.port}
          </span>
        </div>
        <button type="submit">Continue to sign in</button>
      </form>
      <h2>Platform administrators</h2>
      <form method="post" action="/platform/sign-in">
        <input type="hidden" name="crumb" value={input.crumb} />
        {input.error ? (
          <p className="p-error" role="alert">
            {input.error}
          </p>
        ) : null}
        <label htmlFor="admin-email">Email</label>
        <input id="admin-email" name="email" type="email" required autoComplete="username" defaultValue={input.email} />
        <label htmlFor="admin-password">Password</label>
        <input id="admin-password" name="password" type="password" required autoComplete="current-password" />
        <button type="submit">Sign in to the platform</button>
      </form>
    </>,
  );
}

function SiteCard({ site, siteUrl, crumb }: { site: PlatformSiteRow; siteUrl: SiteUrl; crumb: string }) {
  const address = siteUrl(site.identifier);
  const action = (verb: "suspend" | "restore") => (
    <form method="post" action={`/platform/sites/${site.identifier}/${verb}`}>
      <input type="hidden" name="crumb" value={crumb} />
      <button type="submit" className="p-secondary">
        {verb === "suspend" ? "Suspend" : "Restore"}
        <span className="p-visually-hidden"> {site.title}</span>
      </button>
    </form>
  );
  return (
    <li className="p-site">
      <h3>{site.title}</h3>
      <dl>
        <dt>Identifier</dt>
        <dd>{site.identifier}</dd>
        <dt>Type</dt>
        <dd>{siteTypeWords(site.websiteType)}</dd>
        <dt>Visitors</dt>
        <dd>{visitorAccessWords(site)}</dd>
        <dt>Created</dt>
        <dd>{CREATED_DATE.format(new Date(site.createdAt))}</dd>
      </dl>
      <p className="p-links">
        <a href={`${address}/`}>
          Open the site<span className="p-visually-hidden"> {site.title}</span>
        </a>
        <a href={`${address}/config`}>
          Configuration<span className="p-visually-hidden"> of {site.title}</span>
        </a>
        <a href={`/sites/${site.identifier}`}>
          Status and kind<span className="p-visually-hidden"> of {site.title}</span>
        </a>
      </p>
      <div className="p-actions">
        {site.suspended ? action("restore") : action("suspend")}
        <a className="p-danger-link" href={`/sites/${site.identifier}/delete`}>
          Delete<span className="p-visually-hidden"> {site.title}</span>
        </a>
      </div>
    </li>
  );
}

function CreateSiteForm({ crumb, forms }: { crumb: string; forms: PlatformForms }) {
  const values = forms.values ?? {};
  const errors = forms.fieldErrors ?? {};
  const chosen = values.template ?? SITE_TEMPLATES[0]?.name;
  return (
    <form method="post" action="/platform/sites" className="p-panel" aria-labelledby="create-heading">
      <h2 id="create-heading">Create a site from a template</h2>
      <input type="hidden" name="crumb" value={crumb} />
      <label htmlFor="identifier">Site identifier</label>
      <input
        id="identifier"
        name="identifier"
        required
        autoComplete="off"
        defaultValue={values.identifier ?? ""}
        aria-describedby="identifier-help identifier-error"
        aria-invalid={errors.identifier ? true : undefined}
      />
      <p className="p-help" id="identifier-help">
        Lowercase letters, digits and inner hyphens: the site answers at identifier.your-domain.
      </p>
      <FieldError id="identifier-error" message={errors.identifier} />
      <fieldset aria-describedby="template-error">
        <legend>Template</legend>
        {SITE_TEMPLATES.map((template) => (
          <div className="p-choice" key={template.name}>
            <input
              type="radio"
              id={`template-${template.name}`}
              name="template"
              value={template.name}
              defaultChecked={template.name === chosen}
              aria-describedby={`template-${template.name}-help`}
            />
            <div>
              <label htmlFor={`template-${template.name}`}>{template.title}</label>
              <span className="p-help" id={`template-${template.name}-help`}>
                {template.description}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <FieldError id="template-error" message={errors.template} />
      <EmailField
        id="owner-email"
        name="ownerEmail"
        label="First owner's email (optional)"
        autoComplete="off"
        value={values.ownerEmail}
        error={errors.ownerEmail}
      />
      <button type="submit">Create the site</button>
    </form>
  );
}

function InviteOwnerForm({ crumb, forms }: { crumb: string; forms: PlatformForms }) {
  const values = forms.values ?? {};
  const errors = forms.fieldErrors ?? {};
  return (
    <form method="post" action="/platform/invitations" className="p-panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite an owner</h2>
      <input type="hidden" name="crumb" value={crumb} />
      <label htmlFor="invite-site">Identifier of the site</label>
      <input
        id="invite-site"
        name="identifier"
        required
        autoComplete="off"
        defaultValue={values.identifier ?? ""}
        aria-describedby="invite-site-error"
        aria-invalid={errors.identifier ? true : undefined}
      />
      <FieldError id="invite-site-error" message={errors.identifier} />
      <EmailField id="invite-email" name="email" label="Owner's email" required value={values.email} error={errors.email} />
      <button type="submit">Send the invitation</button>
    </form>
  );
}

/** The platform home of a signed-in administrator: a page of the sites with a search, and the forms that create sites and invite owners. */
export function renderPlatformSites(input: {
  email: string;
  sites: PlatformSiteRow[];
  paging: SitePaging;
  siteUrl: SiteUrl;
  crumb: string;
  notice: PlatformNotice | null;
  create?: PlatformForms;
  invite?: PlatformForms;
}): string {
  return renderPlatformPage(
    "Sites - Tessera",
    <>
      <div className="p-top">
        <span className="p-brand">Tessera</span>
        <form method="post" action="/platform/sign-out">
          <input type="hidden" name="crumb" value={input.crumb} />
          <span className="p-help">{input.email}</span>{" "}
          <button type="submit" className="p-secondary">
            Sign out
          </button>
        </form>
      </div>
      <h1>Sites</h1>
      <Notice notice={input.notice} />
      {input.paging.total > 0 || input.paging.search ? <SiteSearch paging={input.paging} /> : null}
      {input.sites.length > 0 ? (
        <ul className="p-sites">
          {input.sites.map((site) => (
            <SiteCard key={site.id} site={site} siteUrl={input.siteUrl} crumb={input.crumb} />
          ))}
        </ul>
      ) : null}
      <SitePager paging={input.paging} shown={input.sites.length} />
      <CreateSiteForm crumb={input.crumb} forms={input.create ?? {}} />
      {input.paging.total > 0 || input.paging.search ? <InviteOwnerForm crumb={input.crumb} forms={input.invite ?? {}} /> : null}
    </>,
    { wide: true },
  );
}

/** The confirmation step before a site is deleted: the administrator types its identifier again. */
export function renderDeleteConfirmation(input: { site: PlatformSiteRow; crumb: string; error: string | null }): string {
  return renderPlatformPage(
    `Delete ${input.site.title} - Tessera`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>Delete {input.site.title}?</h1>
      <p>
        This deletes the site {input.site.identifier} with every page, post, product, order, form submission, subscriber, file and member role it has. It cannot
        be undone.
      </p>
      <form method="post" action={`/platform/sites/${input.site.identifier}/delete`}>
        <input type="hidden" name="crumb" value={input.crumb} />
        <label htmlFor="confirm-identifier">Type the site's identifier, {input.site.identifier}, to confirm</label>
        <input
          id="confirm-identifier"
          name="confirmIdentifier"
          required
          autoComplete="off"
          aria-describedby="confirm-error"
          aria-invalid={input.error ? true : undefined}
        />
        <FieldError id="confirm-error" message={input.error ?? undefined} />
        <div className="p-actions">
          <button type="submit" className="p-danger">
            Delete the site
          </button>
          <a href="/">Keep it</a>
        </div>
      </form>
    </>,
  );
}
