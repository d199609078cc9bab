import { ROLE } from "../../../domain/enumerations/roles";
import { renderPlatformPage } from "../../http/platformChrome";
import type { Website } from "../sites/websiteRecord";
import type { Viewer } from "./accountsService";

/** The owner sign-in page at /config on a site's own host. */
export function renderSignInPage(input: { website: Website; crumb: string; returnTo: string; error: string | null; email: string }): string {
  return renderPlatformPage(
    `Sign in — ${input.website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>Sign in to {input.website.title}</h1>
      <p>Manage pages, forms and your store.</p>
      <form method="post" action="/api/auth/Login" noValidate={false}>
        <input type="hidden" name="crumb" value={input.crumb} />
        <input type="hidden" name="returnTo" value={input.returnTo} />
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required defaultValue={input.email} autoFocus />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={input.error ? "sign-in-error" : undefined}
        />
        {input.error ? (
          <p id="sign-in-error" className="p-error" role="alert">
            {input.error}
          </p>
        ) : null}
        <button type="submit">Sign in</button>
      </form>
    </>,
  );
}

function roleLabel(roleId: number): string {
  const name = (Object.keys(ROLE) as (keyof typeof ROLE)[]).find((key) => ROLE[key] === roleId);
  return name ? name.toLowerCase().replace(/_/g, " ") : `role ${roleId}`;
}

/** What a signed-in owner sees at /config until the configuration area app is built. */
export function renderSignedInPage(input: { website: Website; viewer: Viewer; crumb: string; frameUrl: string }): string {
  return renderPlatformPage(
    `${input.website.title} — Tessera`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>{input.website.title}</h1>
      <p>
        Signed in as <strong>{input.viewer.email}</strong> ({input.viewer.roles.map(roleLabel).join(", ")}).
      </p>
      <p>
        <a href={input.frameUrl}>View the site</a>
      </p>
      <form method="post" action="/api/auth/Logout">
        <input type="hidden" name="crumb" value={input.crumb} />
        <button type="submit">Sign out</button>
      </form>
    </>,
  );
}
