import type { ReactNode } from "react";
import { DEFAULT_FAVICON } from "../../site/render/favicon";
import { renderDocument } from "../../site/render/renderDocument";

const PLATFORM_CSS = `
:root{color-scheme:light;--ink:#1d2330;--muted:#5b6475;--line:#dfe3ea;--accent:#2f5bea;--bg:#f6f7fb}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.p-wrap{max-width:34rem;margin:0 auto;padding:4rem 1.25rem}
.p-card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:2rem;box-shadow:0 1px 2px rgba(20,30,60,.06)}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}p{margin:0 0 1rem;color:var(--muted)}
.p-brand{font-weight:700;letter-spacing:.02em;color:var(--accent);margin-bottom:1.5rem;display:block;text-decoration:none}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #c4cad6;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #9db4ff;outline-offset:2px}
button{margin-top:1.25rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;padding:.65rem 1.2rem;cursor:pointer}
.p-error{color:#a3152b;background:#fdecef;border:1px solid #f6c2cb;border-radius:8px;padding:.6rem .8rem;margin:1rem 0 0}
.p-row{display:flex;gap:.5rem;align-items:center}.p-row input{flex:1}.p-suffix{color:var(--muted);white-space:nowrap}
ul{padding-left:1.2rem;color:var(--muted)}a{color:var(--accent)}
`;

/** The plain chrome of platform pages (home, unknown host, sign-in): no site styles, no scripts. */
export function renderPlatformPage(title: string, body: ReactNode): string {
  return renderDocument(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href={DEFAULT_FAVICON} />
        <style>{PLATFORM_CSS}</style>
      </head>
      <body>
        <main className="p-wrap">
          <div className="p-card">{body}</div>
        </main>
      </body>
    </html>,
  );
}

/** The page for a host that names no site: it never shows another site's content. */
export function renderUnknownHostPage(): string {
  return renderPlatformPage(
    "Site not found",
    <>
      <span className="p-brand">Tessera</span>
      <h1>There is no site here</h1>
      <p>This address does not belong to any site on this server. Check the address, or ask the site's owner for the right one.</p>
    </>,
  );
}

/** The platform home page on the bare app domain: what Tessera is and how to sign in. */
export function renderPlatformHome(appDomain: string, port: string): string {
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
            .{appDomain}
            {port}
          </span>
        </div>
        <button type="submit">Continue to sign in</button>
      </form>
    </>,
  );
}

/** The answer to an address the server cannot even parse (bad percent-encoding and the like). */
export function renderBadRequestPage(): string {
  return renderPlatformPage(
    "Bad request",
    <>
      <span className="p-brand">Tessera</span>
      <h1>The address is not valid</h1>
      <p>Check the address for typing mistakes and try again.</p>
    </>,
  );
}
