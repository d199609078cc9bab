import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { searchAnswerSchema, searchPreviewQuerySchema, searchQuerySchema } from "../../../domain/api/search";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { rateLimited } from "../../../domain/errors";
import { SEARCH_PATH } from "../../../domain/search/searchAddress";
import { SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE } from "../../../domain/search/searchQuery";
import { SEARCH_PAGE_ISLANDS, SearchPage, searchPageDescription, searchPageTitle } from "../../../site/render/pages/SearchPage";
import { storeTextsOf } from "../../../domain/translations/storeTexts";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { isUnlocked, unlockCookieName } from "../content/lockScreen";
import type { SitePageBody } from "../pageAssembly/sitePageBody";
import { visitorGate } from "../platform/visitorGate";
import type { Website } from "../sites/websiteRecord";
import { languagePath, type SiteLanguage } from "../../../domain/translations/languagePaths";
import { siteLanguages } from "../multilingual/siteLanguages";

/** Preview searches one visitor may make on a site in a minute (a debounced search box makes a few a second at most while typing). */
const PREVIEW_SEARCHES_PER_MINUTE = 120;

/** Whether the site's password keeps this visitor out (signed-in members are let in, as on every page). */
function lockedOut(services: AppServices, request: FastifyRequest, website: Website): boolean {
  return (
    !request.viewer &&
    website.passwordHash !== null &&
    !isUnlocked(services.config.sessionSecret, website.id, website.passwordHash, request.cookies[unlockCookieName(website.id)])
  );
}

/** The search page of a site, in its primary language or, under a language's prefix (`/fr/search`), in that language: its entries, words and addresses. */
async function searchPage(services: AppServices, request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage | null) {
  const path = language ? languagePath(language.pathPrefix, SEARCH_PATH) : SEARCH_PATH;
  const send = (body: SitePageBody) =>
    sendFreshSitePage(services, request, reply, website, path, body, language ? { locale: language.locale, innerPath: SEARCH_PATH } : undefined);
  if (visitorGate(website, SEARCH_PATH, request.viewer !== null)) return reply.header("Cache-Control", "no-store").redirect("/", 302);
  if (lockedOut(services, request, website)) {
    return send({ kind: "lock", scope: "site", collection: null, failed: false, crumb: request.crumb, action: "/" });
  }
  const parsed = searchQuerySchema.safeParse(request.query);
  const query = parsed.success ? parsed.data : { q: "", kind: undefined, page: 1 };
  const { total, results } = await services.siteSearch.search(website, { ...query, pageSize: SEARCH_PAGE_SIZE }, language?.locale ?? "");
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  // The page's words in its language: the site's translations into it, kept per site version like its header's.
  const texts = storeTextsOf(language ? await services.sitePages.translations(website, language.locale, false) : undefined);
  const content = (
    <SearchPage
      q={query.q}
      kind={query.kind}
      page={query.page}
      pageCount={pageCount}
      total={total}
      results={results}
      problem={parsed.success ? null : (parsed.error.issues[0]?.message ?? null)}
      path={path}
      texts={texts}
      locale={language?.locale ?? website.locale}
    />
  );
  const title = searchPageTitle(query.q, texts);
  const status = !parsed.success ? 400 : query.page > 1 && query.page > pageCount ? 404 : 200;
  const description = searchPageDescription(website.title, texts);
  return send({ kind: "system", status, pageType: PAGE_TYPE.SEARCH, title, description, content, islands: SEARCH_PAGE_ISLANDS });
}

/**
 * The search page of one of a site's additional languages, for the content routes to answer
 * `/<prefix>/search` with (a path whose first segment is no language stays theirs).
 */
export function languageSearchPage(services: AppServices) {
  return (request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage) => searchPage(services, request, reply, website, language);
}

/**
 * Site search for visitors (docs/search.md): the search page at `/search?q=&kind=&page=`, page
 * type 102, rendered on the server in the site's design, and `GET /api/search?q=&locale=`, the
 * first results as JSON for the search block's preview, in the language of the page typed on
 * (one of the site's additional languages, else the primary), whose words also say when a visitor
 * searched too often (429). Neither records a page view (spec 1 §2).
 */
export async function registerSearchRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(SEARCH_PATH, (request, reply) => searchPage(services, request, reply, requireSite(request), null));

  app.get("/api/search", { schema: { querystring: searchPreviewQuerySchema, response: { 200: searchAnswerSchema } } }, async (request, reply) => {
    const website = requireSite(request);
    const { locale, ...query } = request.query;
    const language = siteLanguages(website)
      .slice(1)
      .find((l) => l.locale.toLowerCase() === locale?.toLowerCase());
    const limit = await services.rateLimiter.hit(`search:${website.id}:${request.ip}`, PREVIEW_SEARCHES_PER_MINUTE, 60_000);
    if (!limit.allowed) {
      // Said in the language of the page typed on, as the preview says it (its `previewTooMany`).
      const texts = storeTextsOf(language ? await services.sitePages.translations(website, language.locale, false) : undefined);
      throw rateLimited(texts.previewTooMany, limit.retryAfterSeconds);
    }
    reply.header("Cache-Control", "no-store");
    if (lockedOut(services, request, website) || visitorGate(website, SEARCH_PATH, request.viewer !== null)) return { total: 0, results: [] };
    return services.siteSearch.search(website, { ...query, pageSize: SEARCH_PREVIEW_SIZE }, language?.locale ?? "");
  });
}
