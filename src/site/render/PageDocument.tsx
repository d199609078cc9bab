import type { ReactNode } from "react";
import { SiteHeader, type HeaderTexts, type NavigationLink } from "./SiteHeader";
import type { LanguageLink } from "../../domain/translations/languagePaths";
import { SiteFooter } from "../../blocks/shared/SiteFooter";
import { DEFAULT_SITE_STYLES, type SiteStyles } from "../../domain/siteStyles/siteStylesSchema";
import { fontPreloads, headerAttributes, SITE_STYLES_ELEMENT_ID, siteStyleSheet } from "../../domain/siteStyles/styleSheet";
import { ISLAND_MAP_ELEMENT_ID, SITE_CONTEXT_ELEMENT_ID } from "../../domain/siteContext";
import { scriptJson } from "./scriptJson";
import { SiteIcons } from "./SiteIcons";
import { HeadLinks, type HeadLink } from "./headLinks";
import { SeoHead, type PageSeo } from "./SeoHead";
import { headerLogo } from "../../domain/siteStyles/siteIdentityLinks";
import { PopupOverlayForm, type PopupFormForRender } from "./PopupOverlayForm";
import type { ControlScriptWords } from "../../domain/messages/controlWords";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

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
  /** Where the header's Account link leads (the account page in the page's language), when the site has a store or customer accounts. */
  accountHref?: string | undefined;
  /** The header's words and those around it (the skip link's, the footer's) in the page's language; the primary language's when not given. */
  headerTexts?: HeaderTexts;
  /** The names of the controls the page's scripts make (lightbox, marquee, map…) in the page's language, handed them in the body's `data-texts`; the scripts keep the primary language's when not given. */
  controlTexts?: ControlScriptWords;
  /** The page in each of the site's languages, for the header's language list (shown with two or more when the site's styles keep it on). */
  languages?: readonly LanguageLink[];
  /** The page's script nonce, which its Content-Security-Policy names. */
  nonce?: string;
  /** The site's styles (fonts, colours, sizes, header layout, footer details); Tessera's own look when not given. */
  siteStyles?: SiteStyles;
  /** The site's address as visitors reach it (e.g. https://shop.example), for the canonical and shared links' absolute addresses. */
  baseUrl?: string;
  /** The page's links to its feeds and its canonical address (pageHeadLinks). */
  headLinks?: readonly HeadLink[];
  /** What search engines and shared links are told of the page (SeoHead); none on documents that are not a site's page. */
  seo?: PageSeo;
  /** The popup overlay's form, carried hidden after the footer for the popup to show (PopupOverlayForm). */
  popupForm?: PopupFormForRender | null;
  children: ReactNode;
}

/**
 * The HTML document of every published page: head, site header with the main navigation,
 * the page content, footer, the site context, the island map and the runtime script. The site's
 * styles come as a <style> of custom properties after the stylesheet (no script), with the font
 * files they use preloaded, and the site's favicon and header logo; the page's canonical address,
 * shared link tags and structured data come from its `seo` (SeoHead); the popup overlay's form,
 * when the site's popup has one, waits hidden after the footer. The first paint
 * is held until the parser reaches the site context after the footer (rel="expect"), so a page
 * that arrives or parses slowly is never drawn half-read and then shifted as the rest arrives.
 */
export function PageDocument(props: PageDocumentProps) {
  const hasIslands = Object.keys(props.assets.islands).length > 0;
  const styles = props.siteStyles ?? DEFAULT_SITE_STYLES;
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <HeadLinks links={props.headLinks ?? []} />
        <SiteIcons identity={styles.identity} />
        {props.description ? <meta name="description" content={props.description} /> : null}
        {props.seo ? <SeoHead seo={props.seo} siteTitle={props.siteTitle} identity={styles.identity} baseUrl={props.baseUrl ?? ""} /> : null}
        {props.assets.stylesheets.map((href) => (
          // precedence makes React write the stylesheet right after the lead picture's preload, ahead of the module preloads
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {fontPreloads(styles).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* the first paint waits for the whole page to be parsed, so a slow phone never paints a half-read header or section that then moves */}
        <link rel="expect" href={`#${SITE_CONTEXT_ELEMENT_ID}`} blocking="render" />
        <style id={SITE_STYLES_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: siteStyleSheet(styles) }} />
        {props.assets.runtime ? props.assets.modulePreloads.map((href) => <link key={href} rel="modulepreload" href={href} nonce={props.nonce} />) : null}
        <noscript>
          <style>{".tsr-accordion__panel[hidden]{display:block!important}"}</style>
        </noscript>
      </head>
      <body className={props.bodyClass} data-texts={props.controlTexts ? JSON.stringify(props.controlTexts) : undefined}>
        <a className="tsr-skip-link" href="#content">
          {props.headerTexts?.skipToContent ?? PRIMARY_STORE_TEXTS.skipToContent}
        </a>
        {props.siteChrome ? (
          <SiteHeader
            siteTitle={props.siteTitle}
            homeHref={props.homeHref}
            navigation={props.navigation}
            cart={props.cart}
            accountHref={props.accountHref}
            texts={props.headerTexts}
            languages={styles.header.languages ? props.languages : undefined}
            logo={headerLogo(styles.identity)}
            layout={headerAttributes(styles.header)}
          />
        ) : null}
        <main id="content" className="tsr-main" tabIndex={-1}>
          {props.children}
        </main>
        {props.siteChrome ? <SiteFooter siteTitle={props.siteTitle} footer={styles.footer} socialLinksName={props.headerTexts?.socialLinks} /> : null}
        {props.popupForm ? <PopupOverlayForm popup={props.popupForm} /> : null}
        <script id={SITE_CONTEXT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: props.contextJson }} />
        {hasIslands ? (
          <script id={ISLAND_MAP_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props.assets.islands) }} />
        ) : null}
        {props.assets.runtime ? <script type="module" src={props.assets.runtime} nonce={props.nonce} /> : null}
      </body>
    </html>
  );
}
