import type { FastifyReply, FastifyRequest } from "fastify";
import { languageLinks } from "../../../domain/translations/languagePaths";
import { sendFreshHtml } from "../../http/sendFreshHtml";
import { sitePagePolicy } from "../../responses/sitePagePolicy";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import { siteLanguages } from "../multilingual/siteLanguages";
import { websiteInLanguage } from "../analytics/siteWideTexts";
import { SITE_TEXTS_ITEM } from "../../../domain/translations/siteTextsItem";
import type { Website } from "../sites/websiteRecord";
import type { PageLanguage } from "./pageLanguage";
import type { SitePageBody } from "./sitePageBody";
import { renderSitePage } from "./sitePageRenderer";

/**
 * The additional language a page made for one request is shown in: a cart's or an order's
 * (`locale`, its address the same in every language, so the language links go to each
 * language's home page), or a search page's under its prefix (`innerPath` given: its address in
 * every language). None for the primary language or a site with one.
 */
interface FreshPageLanguage {
  locale: string | null;
  /** The page's address inside its language, when it has one in every language ("/search" for "/fr/search"). */
  innerPath?: string;
}

async function pageLanguageOf(services: AppServices, website: Website, path: string, shownIn: FreshPageLanguage): Promise<PageLanguage | undefined> {
  const languages = siteLanguages(website);
  const language = languages.slice(1).find((l) => l.locale === shownIn.locale);
  if (!language) return undefined;
  const inEveryLanguage = shownIn.innerPath !== undefined;
  const innerPath = shownIn.innerPath ?? path;
  return {
    pathPrefix: language.pathPrefix,
    locale: language.locale,
    innerPath,
    links: languageLinks(languages, language.pathPrefix, innerPath, inEveryLanguage),
    inEveryLanguage,
    translations: await services.sitePages.translations(website, language.locale, false),
  };
}

/**
 * Renders a page of the site that is made for one request (search results, a cart or an order,
 * an unsubscribe confirmation) in the site's design and sends it, compressed as it goes and
 * never kept by any cache (`no-store`), with its own script policy (admitting the card library of
 * a payment page that names its origins), carrying the popup's form as
 * the site's other pages do. In one of the site's additional languages (`shownIn`) its
 * `<html lang>`, navigation titles and links are that language's.
 */
export async function sendFreshSitePage(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
  path: string,
  body: SitePageBody,
  shownIn?: FreshPageLanguage,
) {
  const collections = await contentRepository.listCollections(services.db, website.id);
  const language = shownIn ? await pageLanguageOf(services, website, path, shownIn) : undefined;
  const page = renderSitePage({
    website: language ? websiteInLanguage({ ...website, locale: language.locale }, language.translations?.of("site", SITE_TEXTS_ITEM)) : website,
    collections: language?.translations ? language.translations.collections(collections) : collections,
    viewer: request.viewer,
    appDomain: services.config.appDomain,
    baseUrl: `${request.protocol}://${request.host}`,
    path,
    assets: services.assets,
    blockHtml: services.blockHtml,
    widgetOrigins: services.config.widgetOrigins,
    mapTiles: services.config.places.mapTiles?.address ?? "",
    body,
    popupForm: await services.sitePages.popupForm(website, false),
    ...(language ? { language } : {}),
  });
  const policy = sitePagePolicy(page.nonce, page.frameSources, body.kind === "system" ? body.paymentOrigins : undefined);
  reply.code(page.status).header("Cache-Control", "no-store").header("Content-Security-Policy", policy);
  return sendFreshHtml(request, reply, page.html);
}
