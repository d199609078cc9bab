import { COMMENTS_DOM } from "../../../blocks/comments/commentsDom";
import type { ReactNode } from "react";
import type { FrameSources } from "../../../blocks/frameSources";
import type { BlockRenderContext } from "../../../blocks/types";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { PageDocument } from "../../../site/render/PageDocument";
import type { NavigationLink } from "../../../site/render/SiteHeader";
import { fillPageShell, renderPageContent, renderPageShell, SHELL_SLOT, type PageContent } from "../../../site/render/pageShell";
import type { BlockHtmlCache } from "../../../site/render/blockHtmlCache";
import type { WidgetOrigins } from "../../../blocks/shared/widgetOrigins";
import { renderFlowingSection, renderSections } from "../../../site/render/sections/renderSections";
import { newNonce } from "../../responses/sitePagePolicy";
import { BlogListPage } from "../../../site/render/pages/BlogListPage";
import { BlogPostPage } from "../../../site/render/pages/BlogPostPage";
import { EventListPage } from "../../../site/render/pages/EventListPage";
import { EventPage } from "../../../site/render/pages/EventPage";
import { blogAuthorPath } from "../../../domain/blogListings";
import { listingHeading } from "../../../site/render/pages/listingHeading";
import { LayoutPage } from "../../../site/render/pages/LayoutPage";
import { withMainHeading } from "../../../site/render/pages/mainHeading";
import { AccessDeniedPage, ErrorPage, LockScreenPage, NotFoundPage } from "../../../site/render/pages/StatusPages";
import { ENTRY_SOURCES, type AssetManifest } from "../../assets/assetManifest";
import type { Viewer } from "../accounts/viewer";
import { codeInjectionOf } from "../settings/codeInjection";
import { siteStylesOf } from "../settings/siteStyles";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";
import { navigationLinks } from "./siteForBlocksBuilder";
import { pageContextJson, siteWideContextJson } from "./siteContextBuilder";
import type { PageLayout } from "./pageLayout";
import { pageHeadLinks } from "./pageHeadLinks";
import type { HeadLink } from "../../../site/render/headLinks";
import type { ShownPage, SitePageBody } from "./sitePageBody";
import { pageHead } from "./pageSeo";
import { absoluteUrl, type PageSeo } from "../../../site/render/SeoHead";
import type { PageLanguage } from "./pageLanguage";
import { languagePath } from "../../../domain/translations/languagePaths";
import { linksInLanguage } from "./siteForBlocksBuilder";

/** Everything needed to render one page of a site. */
export interface SitePageRequest {
  website: Website;
  collections: Collection[];
  viewer: Viewer | null;
  appDomain: string;
  baseUrl: string;
  path: string;
  assets: AssetManifest;
  body: SitePageBody;
  /** Block HTML kept from earlier renders (the read path's block HTML cache). */
  blockHtml: BlockHtmlCache;
  /**
   * Whether the page is the same for every visitor of this site version (not an editor's preview,
   * no block data that changes with the time), so its finished sections are kept under its path.
   */
  sameForVisitors?: boolean;
  /** Where embedded providers' widgets load from (the server's configuration). */
  widgetOrigins: WidgetOrigins;
  /** The platform's map tiles as pages load them (the server's configuration), "" for none. */
  mapTiles: string;
  /** On a site with several languages: the one the page is in (its prefix, its links to the others). */
  language?: PageLanguage;
}

/** A rendered page: its HTTP status and HTML. */
export interface RenderedPage {
  status: number;
  /** The page's HTML as UTF-8 bytes. */
  html: Buffer;
  pageType: number;
  /** The nonce the page's scripts carry; its Content-Security-Policy must name it. */
  nonce: string;
  /** The frame origins its Content-Security-Policy allows (see pageFrameSources). */
  frameSources: FrameSources;
}

/** A page whose settings mark it as a splash page (page type 3) shows only its own blocks. */
function isSplashPage(collection: Collection): boolean {
  return collection.settings.splash === true;
}

function postHref(collection: Collection, item: Item): string {
  return `/${collection.urlSlug}/${item.urlPath}`;
}

interface BodyParts {
  status: number;
  pageType: number;
  title: string;
  collection: Collection | null;
  item: Item | null;
  layout: PageLayout | null;
  accessPermissions: string[];
  /** False for splash pages: no site header, navigation or footer. */
  siteChrome: boolean;
  /** The page's content, with SHELL_SLOT.blocks where its blocks go. */
  content: ReactNode;
  /** The content's HTML when it is the same for every page and so rendered once (a layout page's). */
  renderedContent?: PageContent;
  /** The blocks' HTML (a page's sections, a post's flowing blocks), placed into the rendered content rather than passed through React. */
  blocks: string;
}

/** A layout page's content, the same for every page (its sections fill the blocks slot), rendered once. */
let layoutPage: PageContent | undefined;

function layoutPageContent(): PageContent {
  layoutPage ??= renderPageContent(<LayoutPage sectionsHtml={SHELL_SLOT.blocks} />);
  return layoutPage;
}

/**
 * A page's content that is the same for every request until the site changes, rendered once per
 * site version under its key and kept beside the block HTML (its head and body as two entries).
 */
function keptContent(request: SitePageRequest, key: string, content: ReactNode): PageContent {
  const { website, blockHtml } = request;
  const headKey = `content-head\n${key}`;
  const bodyKey = `content-body\n${key}`;
  const head = blockHtml.get(website.id, website, headKey);
  const body = blockHtml.get(website.id, website, bodyKey);
  if (head !== undefined && body !== undefined) return { head, body };
  const rendered = renderPageContent(content);
  blockHtml.set(website.id, website, headKey, rendered.head);
  blockHtml.set(website.id, website, bodyKey, rendered.body);
  return rendered;
}

function bodyParts(request: SitePageRequest, nonce: string): BodyParts {
  const { body, website } = request;
  const store = { cache: request.blockHtml, versions: website, ...(request.sameForVisitors ? { page: request.path } : {}) };
  const blockContext = (pageTitle: string, { loaded, site }: ShownPage): BlockRenderContext => ({
    websiteId: website.id,
    locale: website.locale,
    pagePath: request.path,
    pageTitle,
    site,
    widgetOrigins: request.widgetOrigins,
    loaded,
    nonce,
  });
  const base = { collection: null, item: null, layout: null, accessPermissions: [] as string[], siteChrome: true, blocks: "" };
  switch (body.kind) {
    case "page": {
      const { layout } = body.page;
      const isHome = request.path === "/";
      const splash = isSplashPage(body.collection);
      return {
        ...base,
        status: 200,
        pageType: splash ? PAGE_TYPE.SPLASH_PAGE : isHome ? PAGE_TYPE.MAIN_CONTENT : PAGE_TYPE.PAGE,
        siteChrome: !splash,
        title: isHome ? website.title : `${body.collection.title} — ${website.title}`,
        collection: body.collection,
        layout,
        accessPermissions: body.collection.passwordHash ? ["password"] : [],
        content: null,
        renderedContent: layoutPageContent(),
        blocks: withMainHeading(
          renderSections(layout.sections, blockContext(body.collection.title, body.page), store),
          isHome ? website.title : body.collection.title,
        ),
      };
    }
    case "blog": {
      const heading = body.listing ? listingHeading(body.listing.listing, body.listing.name, website.locale) : null;
      return {
        ...base,
        status: 200,
        pageType: PAGE_TYPE.MAIN_CONTENT,
        title: [
          `${heading ?? body.collection.title}${body.pager.number > 1 ? `, page ${body.pager.number}` : ""}`,
          ...(heading ? [body.collection.title] : []),
          website.title,
        ].join(" — "),
        collection: body.collection,
        content: (
          <BlogListPage
            pager={body.pager}
            title={body.collection.title}
            description={body.collection.description}
            locale={website.locale}
            timeZone={website.timeZone}
            listing={heading ? { heading, blogHref: `/${body.collection.urlSlug}` } : undefined}
            posts={body.posts.map((p) => ({
              id: p.id,
              title: p.title,
              href: postHref(body.collection, p),
              publishedOn: p.publishOn ?? p.createdAt,
              excerpt: p.excerpt,
              comments: body.commentCounts?.get(p.id),
            }))}
          />
        ),
      };
    }
    case "events":
      return {
        ...base,
        status: 200,
        pageType: PAGE_TYPE.MAIN_CONTENT,
        title: `${body.collection.title} — ${website.title}`,
        collection: body.collection,
        content: (
          <EventListPage
            title={body.collection.title}
            description={body.collection.description}
            upcoming={body.events.upcoming}
            past={body.events.past}
            locale={website.locale}
          />
        ),
      };
    case "post": {
      const { layout } = body.page;
      const [flowingSection] = layout.sections;
      return {
        ...base,
        status: 200,
        pageType: PAGE_TYPE.CONTENT_ITEM,
        title: `${body.item.title} — ${website.title}`,
        collection: body.collection,
        item: body.item,
        layout,
        blocks: flowingSection ? renderFlowingSection(flowingSection, blockContext(body.item.title, body.page), store) : "",
        content: body.event ? (
          <EventPage
            title={body.item.title}
            event={{ start: body.event.startsAt, end: body.event.endsAt, zone: body.event.timeZone, location: body.event.location }}
            calendarHref={`${postHref(body.collection, body.item)}.ics`}
            blocksHtml={SHELL_SLOT.blocks}
            eventsTitle={body.collection.title}
            eventsHref={`/${body.collection.urlSlug}`}
            locale={website.locale}
          />
        ) : (
          <BlogPostPage
            title={body.item.title}
            publishedOn={body.item.publishOn}
            tags={body.item.tags}
            author={body.author ? { name: body.author.name, href: blogAuthorPath(body.collection.urlSlug, body.author.slug) } : null}
            blocksHtml={SHELL_SLOT.blocks}
            blogTitle={body.collection.title}
            blogHref={`/${body.collection.urlSlug}`}
            locale={website.locale}
            timeZone={website.timeZone}
            comments={body.comments ? { postId: body.item.id, comments: body.comments } : null}
          />
        ),
      };
    }
    case "lock":
      return {
        ...base,
        status: 401,
        pageType: PAGE_TYPE.LOCK_SCREEN,
        title: `Password required — ${website.title}`,
        collection: body.collection,
        accessPermissions: ["password"],
        content: <LockScreenPage action={body.action} crumb={body.crumb} failed={body.failed} scope={body.scope} problem={body.problem ?? null} />,
      };
    case "access-denied":
      return {
        ...base,
        status: 403,
        pageType: PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED,
        title: `Members only — ${website.title}`,
        collection: body.collection,
        accessPermissions: ["member"],
        content: <AccessDeniedPage signInHref={`/config?frameUrl=${encodeURIComponent(request.path)}`} />,
      };
    case "system":
      return {
        ...base,
        status: body.status,
        pageType: body.pageType,
        title: `${body.title} — ${website.title}`,
        collection: body.collection ?? null,
        content: body.content,
        renderedContent: body.contentKey === undefined ? undefined : keptContent(request, body.contentKey, body.content),
      };
    case "error":
      return { ...base, status: 500, pageType: PAGE_TYPE.ERROR, title: `Something went wrong — ${website.title}`, content: <ErrorPage homeHref="/" /> };
    case "not-found":
      return { ...base, status: 404, pageType: PAGE_TYPE.NOT_FOUND, title: `Page not found — ${website.title}`, content: <NotFoundPage homeHref="/" /> };
  }
}

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
  bodyClass: string;
  islandNames: string[];
  /** The site's address as this request reached it: the canonical and shared links are absolute on it. */
  baseUrl: string;
  /** The page's feeds and canonical address. */
  headLinks: HeadLink[];
  /** What search engines and shared links are told of the page (pageHead). */
  seo: PageSeo;
}

/**
 * The page's document shell (head with the site's styles, site header and navigation, footer,
 * owner's code, scripts, the site-wide part of the site context) with slots for the nonce,
 * content and the page's part of the context: kept beside the block HTML under the site's
 * version and the shell's inputs, so an uncached render builds only the page's own parts.
 */
function pageShell(request: SitePageRequest, inputs: ShellInputs): string {
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
    >
      {SHELL_SLOT.content}
    </PageDocument>,
    codeInjectionOf(website),
  );
  request.blockHtml.set(website.id, website, key, shell);
  return shell;
}

/** The head's links to a page in each of the site's languages, and to the primary language's as the one for any other ("x-default"). */
function languageAlternates(language: PageLanguage, baseUrl: string): HeadLink[] {
  const links = language.links.map((link) => ({ rel: "alternate" as const, hreflang: link.locale, href: absoluteUrl(link.href, baseUrl) }));
  const primary = links[0];
  return primary ? [...links, { ...primary, hreflang: "x-default" }] : [];
}

/** Any frame origin when the site has header or footer code (the owner's scripts may frame anything), else the layout's blocks' frames. */
function pageFrameSources(website: Website, layout: PageLayout | null): FrameSources {
  const injected = codeInjectionOf(website);
  if (injected.header.trim() !== "" || injected.footer.trim() !== "") return "any";
  return layout ? layout.frameSources : [];
}

/**
 * Renders a site page (content, blog, post, lock screen, not-found or error) to HTML, with the
 * site's header and footer code: the page's content and site context are built for each request
 * and placed with a new nonce into the kept document shell.
 */
export function renderSitePage(request: SitePageRequest): RenderedPage {
  const { website, body } = request;
  const nonce = newNonce();
  const parts = bodyParts(request, nonce);
  const content = parts.renderedContent ?? renderPageContent(parts.content);
  const context = pageContextJson(request.viewer, {
    pageType: parts.pageType,
    collection: parts.collection,
    item: parts.item,
    accessPermissions: parts.accessPermissions,
  });
  const head = pageHead({
    website,
    collections: request.collections,
    baseUrl: request.baseUrl,
    path: request.path,
    body,
    title: parts.title,
    layout: parts.layout,
  });
  const { language } = request;
  const prefix = language?.pathPrefix ?? "";
  const shell = pageShell(request, {
    lang: website.locale,
    title: head.title,
    description: head.description,
    seo: prefix === "" ? head.seo : { ...head.seo, canonicalPath: languagePath(prefix, head.seo.canonicalPath) },
    siteTitle: website.title,
    homeHref: languagePath(prefix, "/"),
    navigation:
      body.kind === "lock" && body.scope === "site" ? [] : linksInLanguage(navigationLinks(request.collections, language?.innerPath ?? request.path), prefix),
    siteChrome: parts.siteChrome,
    cart: request.collections.some((c) => c.type === COLLECTION_TYPE.PRODUCTS),
    bodyClass: `tsr-page-type-${parts.pageType}`,
    baseUrl: request.baseUrl,
    headLinks: [
      ...pageHeadLinks(body, request.path, website.locale),
      ...(body.kind === "page" && language?.inEveryLanguage ? languageAlternates(language, request.baseUrl) : []),
    ],
    islandNames: [
      ...(parts.layout?.islands ?? []),
      ...(body.kind === "system" ? (body.islands ?? []) : []),
      ...(body.kind === "post" && body.comments ? [COMMENTS_DOM.island] : []),
    ],
  });
  const html = fillPageShell(shell, { nonce, head: content.head, content: content.body, blocks: parts.blocks, context });
  return { status: parts.status, html, pageType: parts.pageType, nonce, frameSources: pageFrameSources(website, parts.layout) };
}
