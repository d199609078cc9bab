import type { ReactNode } from "react";
import { DEFAULT_FAVICON } from "../../domain/siteStyles/favicon";
import { DATA_LAYER_MESSAGES } from "../../domain/messages/dataLayerMessages";
import { renderDocument } from "./renderDocument";

const PLATFORM_CSS = `
:root{color-scheme:light;--ink:#1d2330;--muted:#5b6475;--line:#dfe3ea;--accent:#2f5bea;--bg:#f6f7fb}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.p-wrap{max-width:34rem;margin:0 auto;padding:4rem 1.25rem}
.p-card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:2rem;box-shadow:0 1px 2px rgba(20,30,60,.06)}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}p{margin:0 0 1rem;color:var(--muted)}
.p-brand{font-weight:700;letter-spacing:.02em;color:var(--accent);margin-bottom:1.5rem;display:block;text-decoration:none}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input,textarea{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #c4cad6;border-radius:8px}
input:focus-visible,textarea:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #9db4ff;outline-offset:2px}
button{margin-top:1.25rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;padding:.65rem 1.2rem;cursor:pointer}
.p-error{color:#a3152b;background:#fdecef;border:1px solid #f6c2cb;border-radius:8px;padding:.6rem .8rem;margin:1rem 0 0}
.p-row{display:flex;gap:.5rem;align-items:center}.p-row input{flex:1}.p-suffix{color:var(--muted);white-space:nowrap}
ul{padding-left:1.2rem;color:var(--muted)}a{color:var(--accent)}
.p-wrap.p-wide{max-width:60rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}h3{font-size:1.05rem;margin:0 0 .5rem}
.p-top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem}.p-top .p-brand{margin:0}.p-top button{margin:0}
.p-secondary{color:var(--accent);background:#fff;border:1px solid var(--accent)}.p-danger{background:#a3152b}.p-danger-link{color:#a3152b}
.p-done{color:#14532d;background:#ecfdf3;border:1px solid #b7e4c7;border-radius:8px;padding:.6rem .8rem;margin:1rem 0}.p-done p,.p-error p{margin:.25rem 0;color:inherit}
.p-sites{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));color:var(--ink)}
.p-site{border:1px solid var(--line);border-radius:10px;padding:1rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .75rem;margin:0 0 .75rem}dt{color:var(--muted)}dd{margin:0}
.p-links{display:flex;flex-wrap:wrap;gap:1rem;margin:0 0 .5rem}.p-actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}.p-actions button{margin:0}
.p-panel{border-top:1px solid var(--line);margin-top:2rem}fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600;padding:0}
.p-choice{display:flex;gap:.6rem;align-items:flex-start;margin:.6rem 0}.p-choice input{width:auto;margin-top:.35rem}.p-choice label{margin:0}
.p-after{margin:1.25rem 0 0}.p-after a{display:inline-block;padding:.4rem 0}
.p-help{display:block;color:var(--muted);font-size:.92rem;margin:.2rem 0 0}.p-field-error{color:#a3152b;margin:.3rem 0 0}
.p-search{margin:1rem 0}.p-search button{margin:0}.p-pager{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}.p-pager p{margin:0}.p-pager a{display:inline-block;padding:.4rem 0}
select{width:100%;min-height:2.75rem;font:inherit;padding:.55rem .6rem;border:1px solid #c4cad6;border-radius:8px;background:#fff}
.p-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:30rem){.p-wrap{padding:1.5rem .75rem}.p-card{padding:1.25rem}.p-links a,.p-choice label{padding:.65rem 0}.p-choice input{margin-top:1rem}}
`;

/** The plain chrome of platform pages (home, unknown host, sign-in): no site styles, no scripts; `wide` for the platform home's list of sites. */
export function renderPlatformPage(title: string, body: ReactNode, options: { wide?: boolean } = {}): string {
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
        <main className={options.wide ? "p-wrap p-wide" : "p-wrap"}>
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

/**
 * The answer to a page request while something the server needs (its database) cannot be
 * reached: plain words, nothing of the cause, and nothing that needs the database to draw.
 */
export function renderUnavailablePage(): string {
  return renderPlatformPage(
    "Temporarily unavailable",
    <>
      <span className="p-brand">Tessera</span>
      <h1>This page cannot be shown just now</h1>
      <p>{DATA_LAYER_MESSAGES.serviceUnavailable}</p>
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
