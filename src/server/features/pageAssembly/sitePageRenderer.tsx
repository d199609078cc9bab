import { COMMENTS_DOM } from "../../../blocks/comments/commentsDom";
import { DISQUS_DOM } from "../../../blocks/disqus/disqusDom";
import { disqusOrigins } from "../../../domain/comments/disqus";
import type { ReactNode } from "react";
import type { FrameSources } from "../../../blocks/frameSources";
import type { BlockRenderContext } from "../../../blocks/types";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { generalSettingsOf } from "../settings/generalSettings";
import { fillPageShell, renderPageContent, SHELL_SLOT, type PageContent } from "../../../site/render/pageShell";
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
import { MemberAccessDeniedPage, ProtectedContentPage } from "../../../site/render/pages/MemberPages";
import type { AssetManifest } from "../../assets/assetManifest";
import type { Viewer } from "../accounts/viewer";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";
import { navigationLinks } from "./siteForBlocksBuilder";
import { pageContextJson } from "./siteContextBuilder";
import type { PageLayout } from "./pageLayout";
import { pageHeadLinks } from "./pageHeadLinks";
import { languageAlternates, servedSlugs } from "./pageLanguageLinks";
import { pageFrameSources, showsDisqus } from "./pageFrameSources";
import { pageShell } from "./keptPageShell";
import type { ShownPage, SitePageBody } from "./sitePageBody";
import type { ShownComment } from "../../../domain/comments/commentThreads";
import { pageHead } from "./pageSeo";
import { absoluteUrl } from "../../../site/render/SeoHead";
import type { PageLanguage } from "./pageLanguage";
import { hrefsInLanguage, languagePath } from "../../../domain/translations/languagePaths";
import { filledIn, storeTextsOf } from "../../../domain/translations/storeTexts";
import { controlTextsOf } from "../../../domain/translations/storeIslandTexts";
import { headerTextsOf } from "../../../site/render/SiteHeader";
import { linksInLanguage } from "./siteForBlocksBuilder";
import { popupOverlayMayShowOn } from "../../../domain/visitorSettings/popupOverlaySettings";
import { popupFormIsland, type PopupFormForRender } from "../../../site/render/PopupOverlayForm";
import { ACCOUNT_PATHS } from "../../../domain/people/accountPaths";

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
  /** The popup overlay's form (SitePages.popupForm), carried by every page that may show the popup; none when the popup has no form. */
  popupForm?: PopupFormForRender | null;
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

/** The comments shown under a post: its thread when the site has comments on, unless its own layout places the comments block (which then shows the thread). */
function builtInThread(body: Extract<SitePageBody, { kind: "post" }>): readonly ShownComment[] | undefined {
  return body.page.layout.islands.includes(COMMENTS_DOM.island) ? undefined : body.comments;
}

/** The parts every page turning a visitor away shares: its status, page type and the permission the page it guards asks for. */
function guardedPage(collection: Collection | null, permission: "password" | "member") {
  return permission === "password"
    ? { status: 401, pageType: PAGE_TYPE.LOCK_SCREEN, collection, accessPermissions: [permission] }
    : { status: 403, pageType: PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED, collection, accessPermissions: [permission] };
}

function bodyParts(request: SitePageRequest, nonce: string): BodyParts {
  const { body, website } = request;
  const store = { cache: request.blockHtml, versions: website, ...(request.sameForVisitors ? { page: request.path } : {}) };
  const storeTexts = storeTextsOf(request.language?.translations);
  const blockContext = (pageTitle: string, { loaded, site }: ShownPage): BlockRenderContext => ({
    websiteId: website.id,
    locale: website.locale,
    storeTexts,
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
      const heading = body.listing ? listingHeading(body.listing.listing, body.listing.name, website.locale, storeTexts) : null;
      const named = heading ?? body.collection.title;
      return {
        ...base,
        status: 200,
        pageType: PAGE_TYPE.MAIN_CONTENT,
        title: [
          body.pager.number > 1 ? filledIn(storeTexts.listPageTitle, { title: named, page: String(body.pager.number) }) : named,
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
            texts={storeTexts}
            listing={heading ? { heading, blogHref: `/${body.collection.urlSlug}` } : undefined}
            disqus={disqusOrigins(website)}
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
            texts={storeTexts}
          />
        ),
      };
    case "post": {
      const { layout } = body.page;
      const [flowingSection] = layout.sections;
      const threadUnder = builtInThread(body);
      const disqus = disqusOrigins(website);
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
            texts={storeTexts}
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
            texts={storeTexts}
            comments={threadUnder ? { postId: body.item.id, comments: threadUnder } : null}
            disqus={disqus ? { origins: disqus, pageUrl: absoluteUrl(request.path, request.baseUrl), identifier: body.item.id } : null}
          />
        ),
      };
    }
    case "lock":
      return {
        ...base,
        ...guardedPage(body.collection, "password"),
        title: `Password required — ${website.title}`,
        content: <LockScreenPage action={body.action} crumb={body.crumb} failed={body.failed} scope={body.scope} problem={body.problem ?? null} />,
      };
    case "access-denied":
      return {
        ...base,
        ...guardedPage(body.collection, "member"),
        title: `Members only — ${website.title}`,
        content: <AccessDeniedPage signInHref={`/config?frameUrl=${encodeURIComponent(request.path)}`} />,
      };
    case "protected":
      return {
        ...base,
        status: 200,
        pageType: PAGE_TYPE.PROTECTED_CONTENT,
        title: `${body.collection.title} — ${website.title}`,
        collection: body.collection,
        layout: body.page?.layout ?? null,
        accessPermissions: ["member"],
        content: (
          <ProtectedContentPage sectionsHtml={SHELL_SLOT.blocks} offer={body.offer} signInHref={ACCOUNT_PATHS.signInBackTo(request.path)} texts={storeTexts} />
        ),
        blocks: withMainHeading(
          body.page ? renderSections(body.page.layout.sections, blockContext(body.collection.title, body.page), store) : "",
          body.collection.title,
        ),
      };
    case "member-denied":
      return {
        ...base,
        ...guardedPage(body.collection, "member"),
        title: `Members only — ${website.title}`,
        content: <MemberAccessDeniedPage offer={body.offer} email={body.email} texts={storeTexts} />,
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

/**
 * Renders a site page (content, blog, post, lock screen, not-found or error) to HTML, with the
 * site's header and footer code: the page's content and site context are built for each request
 * and placed with a new nonce into the kept document shell, which carries the popup's form on
 * every page that may show the popup.
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
  const { language } = request;
  // The page's address inside its language: its canonical address is this one under the language's prefix.
  const innerPath = language?.innerPath ?? request.path;
  const head = pageHead({
    website,
    collections: request.collections,
    baseUrl: request.baseUrl,
    path: innerPath,
    pathPrefix: language?.pathPrefix ?? "",
    body,
    title: parts.title,
    layout: parts.layout,
  });
  const prefix = language?.pathPrefix ?? "";
  const hasStore = request.collections.some((c) => c.type === COLLECTION_TYPE.PRODUCTS);
  const popupForm = request.popupForm && popupOverlayMayShowOn(parts.pageType) ? request.popupForm : null;
  const islandNames = [
    ...(parts.layout?.islands ?? []),
    ...(body.kind === "system" ? (body.islands ?? []) : []),
    ...(body.kind === "post" && builtInThread(body) ? [COMMENTS_DOM.island] : []),
    ...(showsDisqus(website, body) ? [DISQUS_DOM.island] : []),
  ];
  const popupIsland = popupForm ? popupFormIsland(popupForm.form) : null;
  const shell = pageShell(
    request,
    {
      lang: website.locale,
      title: head.title,
      description: head.description,
      // A page with no address of its own in the language (a cart shown in its buyer's language) keeps its one address.
      seo: prefix === "" || !language?.inEveryLanguage ? head.seo : { ...head.seo, canonicalPath: languagePath(prefix, head.seo.canonicalPath) },
      siteTitle: website.title,
      homeHref: languagePath(prefix, "/"),
      navigation: body.kind === "lock" && body.scope === "site" ? [] : linksInLanguage(navigationLinks(request.collections, innerPath), prefix),
      siteChrome: parts.siteChrome,
      cart: hasStore,
      accountHref: hasStore || generalSettingsOf(website).customerAccounts ? languagePath(prefix, ACCOUNT_PATHS.account) : null,
      headerTexts: headerTextsOf(storeTextsOf(language?.translations)),
      controlTexts: controlTextsOf(storeTextsOf(language?.translations)),
      languages: language?.links ?? [],
      bodyClass: `tsr-page-type-${parts.pageType}`,
      baseUrl: request.baseUrl,
      headLinks: [
        // A language's pages link their own feeds, under its prefix.
        ...pageHeadLinks(body, innerPath, website.locale, storeTextsOf(language?.translations)).map((link) =>
          language?.inEveryLanguage ? { ...link, href: languagePath(prefix, link.href) } : link,
        ),
        ...(language?.inEveryLanguage && parts.status === 200 ? languageAlternates(language, request.baseUrl) : []),
      ],
      islandNames: popupIsland && !islandNames.includes(popupIsland) ? [...islandNames, popupIsland] : islandNames,
      popupFormId: popupForm?.form.id ?? "",
    },
    popupForm,
  );
  const served = servedSlugs(request.collections);
  const html = fillPageShell(shell, {
    nonce,
    head: content.head,
    content: hrefsInLanguage(content.body, prefix, served),
    blocks: hrefsInLanguage(parts.blocks, prefix, served),
    context,
  });
  return { status: parts.status, html, pageType: parts.pageType, nonce, frameSources: pageFrameSources(website, parts.layout, body, popupForm?.form ?? null) };
}
