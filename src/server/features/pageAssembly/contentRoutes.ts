import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { isDomainError, rateLimited } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { handlePlatformRequest } from "../../http/platformRoutes";
import { isSecureRequest } from "../../http/sessionCookie";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import { renderParkingPage } from "../platform/placeholderPages";
import { visitorGate, type VisitorGate } from "../platform/visitorGate";
import type { Collection, StoredLayout } from "../content/contentRecords";
import { can } from "../../../domain/access/roleAccess";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { contentRepository } from "../content/contentRepository";
import { isUnlocked, unlockCookieName, unlockToken } from "../content/lockScreen";
import { PageCache } from "./pageCache";
import { compressPage } from "./compressedPage";
import { sendCachedPage, sendRenderedPage } from "./sendPage";
import { websiteInLanguage } from "../analytics/siteWideTexts";
import { SITE_TEXTS_ITEM } from "../../../domain/translations/siteTextsItem";
import type { ContentRoute } from "./contentRoute";
import { sendEventCalendar } from "../events/eventCalendarFile";
import { renderSitePage } from "./sitePageRenderer";
import type { ShownPage, SitePageBody } from "./sitePageBody";
import { loadedChangesWithTime, loadedShowsStock } from "../../../blocks/blockLoader";
import { siteRedirectFor } from "../seo/siteRedirects";
import { siteLanguages } from "../multilingual/siteLanguages";
import { languageLinks, languageOfPath, type SiteLanguage } from "../../../domain/translations/languagePaths";
import { storeTextsOf } from "../../../domain/translations/storeTexts";
import type { PageLanguage } from "./pageLanguage";
import { servedInEveryLanguage } from "./routeInLanguage";
import type { PopupFormForRender } from "../../../site/render/PopupOverlayForm";

const PASSWORD_ATTEMPTS = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

const unlockBody = z.object({ password: z.string().max(1024).default(""), crumb: z.string().optional() });

/** A URL path that is already its own content path: plain segments, none starting with a dot. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/** The path of a request, decoded, without query, trailing slash or double slashes. */
function contentPath(url: string): string {
  const query = url.indexOf("?");
  const bare = query < 0 ? url : url.slice(0, query);
  if (PLAIN_PATH.test(bare)) return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
  const pathname = new URL(url, "http://site.invalid").pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const cleaned = decoded.replace(/\/{2,}/g, "/").replace(/\/$/, "");
  return cleaned === "" ? "/" : cleaned;
}

function routeCollection(route: ContentRoute): Collection | null {
  return route.kind === "not-found" ? null : route.collection;
}

/** Whether a request sees drafts: a signed-in account that may read the content manager (the editing frame). */
function seesDrafts(request: FastifyRequest): boolean {
  return request.viewer !== null && can(request.viewer.roles, PERMISSION.CONTENT_MANAGER, "read");
}

/** The page or post whose layout a route shows, or null for routes without one. */
function layoutOwnerId(route: ContentRoute): string | null {
  if (route.kind === "page" || route.kind === "member-area") return route.collection.id;
  return route.kind === "post" ? route.item.id : null;
}

/**
 * The published version an editor asked to see in the editing frame (`?version=<id>`), or null.
 * Only asked for requests that see drafts: visitors get the page as published, whatever the query.
 */
async function versionShown(request: FastifyRequest, services: AppServices, websiteId: string, route: ContentRoute): Promise<unknown> {
  const versionId = (request.query as Record<string, unknown>).version;
  const ownerId = layoutOwnerId(route);
  if (typeof versionId !== "string" || !isId(versionId) || ownerId === null) return null;
  return services.layoutHistory.layoutOf(websiteId, ownerId, versionId);
}

/** What a visitor may see of a member area's page, and the signed-in customer's email if any. */
type MemberAccess = Awaited<ReturnType<AppServices["memberAreas"]["accessTo"]>> & { customerEmail: string | null };

/** A page cut to its first sections: the preview of a member area's page. */
function previewOf(page: ShownPage, sections: number): ShownPage {
  return { ...page, layout: { ...page.layout, sections: page.layout.sections.slice(0, sections) } };
}

/** The body of a route's page; `show` makes the layout it shows ready (SitePages.shownPage). */
async function bodyFor(
  route: ContentRoute,
  access: MemberAccess | null,
  preview: boolean,
  version: unknown,
  show: (stored: unknown) => Promise<ShownPage>,
): Promise<SitePageBody> {
  const shown = (layout: StoredLayout | null) => show(version ?? (preview ? layout?.draft : layout?.published) ?? { sections: [] });
  // Whatever a collection among the member areas shows (a page, a blog, its posts and listings) is for its members and the site's accounts.
  if (route.kind !== "not-found" && access?.kind === "outside") {
    const { collection } = route;
    if (!access.offer) return { kind: "access-denied", collection };
    if (access.customerEmail) return { kind: "member-denied", collection, offer: access.offer, email: access.customerEmail };
    const previewed = (route.kind === "page" || route.kind === "member-area") && access.previewSections > 0 ? await shown(route.layout) : null;
    return { kind: "protected", collection, offer: access.offer, page: previewed && previewOf(previewed, access.previewSections) };
  }
  switch (route.kind) {
    case "page":
    case "member-area":
      return { kind: "page", collection: route.collection, page: await shown(route.layout) };
    case "blog":
      return { kind: "blog", collection: route.collection, posts: route.posts, pager: route.pager, listing: route.listing, commentCounts: route.commentCounts };
    case "post":
      return {
        kind: "post",
        collection: route.collection,
        item: route.item,
        page: await shown(route.layout),
        event: route.event,
        author: route.author,
        comments: route.comments,
      };
    case "events":
      return { kind: "events", collection: route.collection, events: route.events };
    case "store":
      return route.body;
    default:
      return { kind: "not-found" };
  }
}

/**
 * Answers a page made for each request in one of the site's additional languages (`/fr/search`,
 * `/fr/checkout/giftcard`), handed in by the composition root by its address inside the language
 * (the paths pageLanguageLinks.ts serves under a prefix), so this folder needs no import of search or the store.
 */
type LanguagePage = (request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage) => Promise<unknown>;

/** The published pages of every site: pages, blogs, posts, lock screens and not-found; and the language pages handed in. */
export async function registerContentRoutes(
  app: FastifyInstance,
  services: AppServices,
  languagePages: ReadonlyMap<string, LanguagePage> = new Map(),
): Promise<void> {
  const baseUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  const lockedScope = (request: FastifyRequest, website: Website, collection: Collection | null) => {
    if (request.viewer) return null;
    const secret = services.config.sessionSecret;
    if (website.passwordHash && !isUnlocked(secret, website.id, website.passwordHash, request.cookies[unlockCookieName(website.id)])) {
      return { scope: "site" as const, id: website.id, hash: website.passwordHash, collection: null };
    }
    if (collection?.passwordHash && !isUnlocked(secret, collection.id, collection.passwordHash, request.cookies[unlockCookieName(collection.id)])) {
      return { scope: "page" as const, id: collection.id, hash: collection.passwordHash, collection };
    }
    return null;
  };

  /**
   * The language a path is in on a site with several (null on a site with one): an additional
   * language's prefix is taken off the path the site's pages are found by, and its translations
   * come with it; the collections are as that language names them.
   */
  const languageOf = async (website: Website, path: string, preview: boolean) => {
    const languages = siteLanguages(website);
    if (languages.length < 2) return null;
    const inLanguage = languageOfPath(languages.slice(1), path);
    const pathPrefix = inLanguage?.language.pathPrefix ?? "";
    const locale = inLanguage?.language.locale ?? website.locale;
    const translations = inLanguage ? await services.sitePages.translations(website, locale, preview) : undefined;
    return { languages, pathPrefix, locale, innerPath: inLanguage?.innerPath ?? path, ...(translations ? { translations } : {}) };
  };

  const render = (
    request: FastifyRequest,
    website: Website,
    collections: Collection[],
    path: string,
    body: SitePageBody,
    sameForVisitors = false,
    language?: PageLanguage,
    popupForm: PopupFormForRender | null = null,
  ) =>
    renderSitePage({
      website,
      collections,
      viewer: request.viewer,
      appDomain: services.config.appDomain,
      baseUrl: baseUrl(request),
      path,
      assets: services.assets,
      blockHtml: services.blockHtml,
      widgetOrigins: services.config.widgetOrigins,
      mapTiles: services.config.places.mapTiles?.address ?? "",
      body,
      sameForVisitors,
      ...(language ? { language } : {}),
      popupForm,
    });

  const memberAccess = async (
    website: Website,
    collectionId: string,
    customer: FastifyRequest["siteUser"],
    language?: PageLanguage,
  ): Promise<MemberAccess> => ({
    ...(await services.memberAreas.accessTo(website, collectionId, customer ?? null, {
      pathPrefix: language?.pathPrefix ?? "",
      texts: storeTextsOf(language?.translations),
    })),
    customerEmail: customer?.email ?? null,
  });

  const sendGated = (reply: FastifyReply, website: Website, gate: NonNullable<VisitorGate>) => {
    reply.header("Cache-Control", "no-store");
    if (gate.kind === "to-cover") return reply.redirect("/", 302);
    return reply.type("text/html; charset=utf-8").send(renderParkingPage(website.title));
  };

  /**
   * Renders a page that is not in the cache (or may not be: a signed-in member's, a query's),
   * and keeps it under `key` when it may be kept.
   */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, website: Website, path: string, key: string | null) => {
    const languagePage = languageOfPath(siteLanguages(website).slice(1), path);
    const answerInLanguage = languagePage ? languagePages.get(languagePage.innerPath) : undefined;
    if (languagePage && answerInLanguage) return answerInLanguage(request, reply, website, languagePage.language);

    const preview = seesDrafts(request);
    const inLanguage = await languageOf(website, path, preview);
    const primaryCollections = await services.sitePages.collections(website, preview);
    const collections = inLanguage?.translations ? inLanguage.translations.collections(primaryCollections) : primaryCollections;
    const found = await services.sitePages.resolve(website, collections, inLanguage?.innerPath ?? path, preview, inLanguage?.translations);
    const inEveryLanguage = servedInEveryLanguage(found);
    // An additional language serves pages, blogs, events, shops and the member areas, to whom the primary language serves them.
    const route: ContentRoute = inLanguage?.translations && !inEveryLanguage ? { kind: "not-found" } : found;
    const language: PageLanguage | undefined = inLanguage
      ? {
          pathPrefix: inLanguage.pathPrefix,
          locale: inLanguage.locale,
          innerPath: inLanguage.innerPath,
          links: languageLinks(inLanguage.languages, inLanguage.pathPrefix, inLanguage.innerPath, inEveryLanguage),
          inEveryLanguage,
          ...(inLanguage.translations ? { translations: inLanguage.translations } : {}),
        }
      : undefined;
    const shownSite =
      language && language.locale !== website.locale
        ? websiteInLanguage({ ...website, locale: language.locale }, language.translations?.of("site", SITE_TEXTS_ITEM))
        : website;
    if (route.kind === "not-found") {
      const redirect = await siteRedirectFor(services.db, services.siteSnapshots, website, path, request.url);
      if (redirect) return reply.header("Cache-Control", "no-store").redirect(redirect.location, redirect.status as 301 | 302);
    }
    const collection = routeCollection(route);
    const lock = lockedScope(request, website, collection);
    if (route.kind === "event-calendar" && !lock) return sendEventCalendar(reply, route, baseUrl(request), request.host);
    const show = (stored: unknown) =>
      services.sitePages.shownPage(website, { ownerId: layoutOwnerId(route)!, stored, path, collections, ...(language ? { language } : {}) }, preview);
    // A member area's page differs by who asks (the signed-in site account, the customer and their membership): never kept.
    const forMembers = collection?.navigation === NAVIGATION.MEMBER_AREAS;
    const access = forMembers && !lock && !request.viewer ? await memberAccess(website, collection.id, request.siteUser ?? null, language) : null;
    const body: SitePageBody = lock
      ? { kind: "lock", scope: lock.scope, collection: lock.collection, failed: false, crumb: request.crumb, action: path }
      : await bodyFor(route, access, preview, preview ? await versionShown(request, services, website.id, route) : null, show);
    // An events page and a page of events blocks split upcoming from past by the clock, not only by the site's version: never kept.
    const changesWithTime = body.kind === "events" || ("page" in body && body.page !== null && loadedChangesWithTime(body.page.loaded));
    const popupForm = await services.sitePages.popupForm(website, preview, inLanguage?.translations, inLanguage?.locale);
    const page = render(request, shownSite, collections, path, body, !preview && !changesWithTime && !forMembers, language, popupForm);
    if (key === null || changesWithTime || forMembers || page.status !== 200 || collection?.passwordHash) return sendRenderedPage(reply, page.status, page);
    const showsStock = route.kind === "store" || ("page" in body && body.page !== null && loadedShowsStock(body.page.loaded));
    const entry = await compressPage(page, { websiteId: website.id, version: website.version, stockVersion: showsStock ? website.stockVersion : null, path });
    services.pageCache.set(key, entry);
    return sendCachedPage(request, reply, entry);
  };

  // Not an async function: a cached page, most of what this route answers, is sent at once,
  // without the promise and state an async function keeps; any other page renders in renderPage.
  app.get("/*", (request, reply) => {
    if (request.tenant.kind !== "site") return handlePlatformRequest(services, request, reply);
    const website = request.tenant.website;
    const path = contentPath(request.url);
    const gate = visitorGate(website, path, request.viewer !== null);
    if (gate) return void sendGated(reply, website, gate);
    // The cache is asked first: it holds only what renderPage rendered for the same published
    // version (whose languages are those of the kept page), so a path a language page answers
    // is never in it, and a cached page costs no reading of the site's languages.
    const key = !request.viewer && !request.url.includes("?") && !website.passwordHash ? PageCache.key(website.id, website.version, path) : null;
    const cached = key === null ? undefined : services.pageCache.get(key, website.stockVersion);
    if (cached !== undefined) return void sendCachedPage(request, reply, cached);
    return renderPage(request, reply, website, path, key);
  });

  app.post("/*", { config: { pagesUnchanged: true } }, async (request, reply) => {
    if (request.tenant.kind !== "site") return reply.code(404).send({ error: "Not found.", code: "not_found" });
    const website = request.tenant.website;
    const path = contentPath(request.url);
    const collections = await contentRepository.listCollections(services.db, website.id);
    const route = await services.sitePages.resolve(website, collections, languageOfPath(siteLanguages(website).slice(1), path)?.innerPath ?? path);
    const lock = lockedScope(request, website, routeCollection(route));
    if (!lock) return reply.redirect(path, 303);

    const lockPage = (problem: string | null) =>
      render(request, website, collections, path, {
        kind: "lock",
        scope: lock.scope,
        collection: lock.collection,
        failed: true,
        problem,
        crumb: request.crumb,
        action: path,
      });
    const limit = await services.rateLimiter.hit(`unlock:${lock.id}:${request.ip}`, PASSWORD_ATTEMPTS, PASSWORD_WINDOW_MS);
    const { password } = unlockBody.parse(request.body ?? {});
    const place = { websiteId: website.id, siteTitle: website.title, address: baseUrl(request) };
    const target = { scope: lock.scope, id: lock.id, hash: lock.hash, title: lock.collection?.title ?? website.title, path };
    let unlocked: boolean;
    try {
      if (!limit.allowed) throw rateLimited("Too many password attempts. Please wait a few minutes and try again.", limit.retryAfterSeconds);
      unlocked = await services.lockScreenPasswords.verify(place, target, password);
    } catch (error) {
      if (!isDomainError(error) || error.code !== "rate_limited") throw error;
      // The lock screen again, saying why, rather than a bare error.
      reply.header("Retry-After", String(error.retryAfterSeconds));
      return sendRenderedPage(reply, 429, lockPage(error.message));
    }
    if (!unlocked) {
      const page = lockPage(null);
      return sendRenderedPage(reply, page.status, page);
    }
    reply.setCookie(unlockCookieName(lock.id), unlockToken(services.config.sessionSecret, lock.id, lock.hash), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request),
    });
    return reply.redirect(path, 303);
  });
}
