import { ENTRY_SOURCES, type AssetManifest } from "../../assets/assetManifest";
import { PageDocument } from "../../../site/render/PageDocument";
import type { HeaderTexts, NavigationLink } from "../../../site/render/SiteHeader";
import type { HeadLink } from "../../../site/render/headLinks";
import { renderPageShell, SHELL_SLOT } from "../../../site/render/pageShell";
import type { PageSeo } from "../../../site/render/SeoHead";
import { codeInjectionOf } from "../settings/codeInjection";
import { siteStylesOf } from "../settings/siteStyles";
import { siteWideContextJson } from "./siteContextBuilder";
import type { BlockHtmlCache } from "../../../site/render/blockHtmlCache";
import type { Website } from "../sites/websiteRecord";
import type { PopupFormForRender } from "../../../site/render/PopupOverlayForm";
import type { LanguageLink } from "../../../domain/translations/languagePaths";
import type { ControlScriptWords } from "../../../domain/messages/controlWords";

/** The document shell's own inputs; with the site's version they decide its HTML. */
interface ShellInputs {
  lang: string;
  title: string;
  description: string;
  siteTitle: string;
  /** The home page's address in the page's language. */
  homeHref: string;
  navigation: NavigationLink[];
  siteChrome: boolean;
  cart: boolean;
  /** The header's Account link in the page's language, null on a site with neither a store nor customer accounts. */
  accountHref: string | null;
  /** The header's words in the page's language. */
  headerTexts: HeaderTexts;
  /** The names of the controls the page's scripts make, in the page's language; none in the primary language's. */
  controlTexts: ControlScriptWords | undefined;
  /** The page in each of the site's languages (the header's language list); none on a site with one. */
  languages: readonly LanguageLink[];
  bodyClass: string;
  islandNames: string[];
  /** The site's address as this request reached it: the canonical and shared links are absolute on it. */
  baseUrl: string;
  /** The page's feeds and canonical address. */
  headLinks: HeadLink[];
  /** What search engines and shared links are told of the page (pageHead). */
  seo: PageSeo;
  /** The id of the popup overlay's form the page carries, "" for none (its definition changes only with the site's version). */
  popupFormId: string;
}

/**
 * The page's document shell (head with the site's styles, site header and navigation, footer,
 * owner's code, scripts, the site-wide part of the site context, the popup's form) with slots for the nonce,
 * content and the page's part of the context: kept beside the block HTML under the site's
 * version and the shell's inputs, so an uncached render builds only the page's own parts.
 */
export function pageShell(
  request: { website: Website; assets: AssetManifest; blockHtml: BlockHtmlCache; appDomain: string; mapTiles: string },
  inputs: ShellInputs,
  popupForm: PopupFormForRender | null,
): string {
  const { website, assets } = request;
  const key = `shell\n${JSON.stringify(inputs)}`;
  const kept = request.blockHtml.get(website.id, website, key);
  if (kept !== undefined) return kept;
  const siteStyles = assets.style(ENTRY_SOURCES.siteStyles);
  const shell = renderPageShell(
    <PageDocument
      lang={inputs.lang}
      title={inputs.title}
      description={inputs.description}
      siteTitle={inputs.siteTitle}
      homeHref={inputs.homeHref}
      navigation={inputs.navigation}
      siteChrome={inputs.siteChrome}
      cart={inputs.cart}
      accountHref={inputs.accountHref ?? undefined}
      headerTexts={inputs.headerTexts}
      controlTexts={inputs.controlTexts}
      languages={inputs.languages}
      contextJson={`{${siteWideContextJson(website, request.appDomain, inputs.baseUrl, request.mapTiles)},${SHELL_SLOT.context}}`}
      assets={{
        stylesheets: [...(siteStyles ? [siteStyles] : []), ...assets.islandStyles(inputs.islandNames)],
        runtime: assets.script(ENTRY_SOURCES.runtime),
        islands: assets.islands(inputs.islandNames),
        modulePreloads: assets.modulePreloads(inputs.islandNames),
      }}
      bodyClass={inputs.bodyClass}
      nonce={SHELL_SLOT.nonce}
      siteStyles={siteStylesOf(website)}
      baseUrl={inputs.baseUrl}
      headLinks={inputs.headLinks}
      seo={inputs.seo}
      popupForm={popupForm}
    >
      {SHELL_SLOT.content}
    </PageDocument>,
    codeInjectionOf(website),
  );
  request.blockHtml.set(website.id, website, key, shell);
  return shell;
}
