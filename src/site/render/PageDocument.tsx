import type { ReactNode } from "react";
import { DEFAULT_FAVICON } from "./favicon";
import { SiteHeader, type NavigationLink } from "./SiteHeader";
import { ISLAND_MAP_ELEMENT_ID, SITE_CONTEXT_ELEMENT_ID } from "../../domain/siteContext";
import { scriptJson } from "./scriptJson";

/** The built files a page refers to. */
interface PageAssets {
  stylesheets: string[];
  runtime: string | null;
  /** Island name to module URL, for the islands this page uses only. */
  islands: Record<string, string>;
  /** Every other module the page's scripts import (chunks and islands), fetched in parallel from the start. */
  modulePreloads: string[];
}

/** Everything the document shell needs besides the page's own content. */
export interface PageDocumentProps {
  lang: string;
  title: string;
  description: string;
  siteTitle: string;
  homeHref: string;
  navigation: NavigationLink[];
  /** The site context (domain/siteContext.ts) as script-safe JSON (scriptJson). */
  contextJson: string;
  assets: PageAssets;
  bodyClass: string;
  /** False on splash pages: the page shows only its own content. */
  siteChrome: boolean;
  /** Show the cart icon in the header (the site has a store). */
  cart?: boolean;
  /** The page's script nonce, which its Content-Security-Policy names. */
  nonce?: string;
  children: ReactNode;
}

/**
 * The HTML document of every published page: head, site header with the main navigation,
 * the page content, footer, the site context, the island map and the runtime script.
 */
export function PageDocument(props: PageDocumentProps) {
  const hasIslands = Object.keys(props.assets.islands).length > 0;
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <link rel="icon" href={DEFAULT_FAVICON} />
        {props.description ? <meta name="description" content={props.description} /> : null}
        {props.assets.stylesheets.map((href) => (
          // precedence makes React write the stylesheet right after the lead picture's preload, ahead of the module preloads
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {props.assets.runtime ? props.assets.modulePreloads.map((href) => <link key={href} rel="modulepreload" href={href} nonce={props.nonce} />) : null}
        <noscript>
          <style>{".tsr-accordion__panel[hidden]{display:block!important}"}</style>
        </noscript>
      </head>
      <body className={props.bodyClass}>
        <a className="tsr-skip-link" href="#content">
          Skip to content
        </a>
        {props.siteChrome ? <SiteHeader siteTitle={props.siteTitle} homeHref={props.homeHref} navigation={props.navigation} cart={props.cart} /> : null}
        <main id="content" className="tsr-main" tabIndex={-1}>
          {props.children}
        </main>
        {props.siteChrome ? (
          <footer className="tsr-site-footer">
            <div className="tsr-container">
              <p>© {props.siteTitle}</p>
            </div>
          </footer>
        ) : null}
        <script id={SITE_CONTEXT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: props.contextJson }} />
        {hasIslands ? (
          <script id={ISLAND_MAP_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props.assets.islands) }} />
        ) : null}
        {props.assets.runtime ? <script type="module" src={props.assets.runtime} nonce={props.nonce} /> : null}
      </body>
    </html>
  );
}
