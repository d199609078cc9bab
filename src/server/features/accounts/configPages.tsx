import { DEFAULT_FAVICON } from "../../../domain/siteStyles/favicon";
import { renderDocument } from "../../../site/render/renderDocument";
import { ENTRY_SOURCES, type AssetManifest } from "../../assets/assetManifest";
import { renderPlatformPage } from "../../../site/render/platformChrome";
import type { Website } from "../sites/websiteRecord";
import { FORGOT_PASSWORD_PATH } from "./PasswordResetPages";

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
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one job, so the cursor starts in its first field */}
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
        <p className="p-choice">
          <input id="remember-me" name="rememberMe" type="checkbox" value="true" />
          <label htmlFor="remember-me">Remember me</label>
        </p>
        <button type="submit">Sign in</button>
      </form>
      <p className="p-after">
        <a href={FORGOT_PASSWORD_PATH}>Forgot password?</a>
      </p>
    </>,
  );
}

/**
 * The configuration area's page for a signed-in owner: an empty root the app (its own Vite
 * entry, src/admin/main.tsx) renders into. Without a client build it says how to make one.
 */
export function renderConfigApp(input: { website: Website; assets: AssetManifest }): string {
  const script = input.assets.script(ENTRY_SOURCES.admin);
  const style = input.assets.style(ENTRY_SOURCES.admin);
  if (!script) {
    return renderPlatformPage(
      `${input.website.title} — Tessera`,
      <>
        <span className="p-brand">Tessera</span>
        <h1>The configuration area is not built</h1>
        <p>Run npm run build (or npm start) on the server, then reload this page.</p>
      </>,
    );
  }
  return renderDocument(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${input.website.title} — Tessera`}</title>
        <link rel="icon" href={DEFAULT_FAVICON} />
        {style ? <link rel="stylesheet" href={style} /> : null}
        <script type="module" src={script} />
      </head>
      <body>
        <div id="config-root" />
      </body>
    </html>,
  );
}
