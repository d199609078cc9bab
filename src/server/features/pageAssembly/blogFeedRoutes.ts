import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FEED_FORMATS, type FeedFormat } from "../../../domain/feedPaths";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { languageOfPath } from "../../../domain/translations/languagePaths";
import { storeTextsOf } from "../../../domain/translations/storeTexts";
import { handlePlatformRequest } from "../../http/platformRoutes";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import { authorsRepository } from "../content/authorsRepository";
import type { LanguageTranslations } from "../multilingual/pageTranslations";
import { siteLanguages } from "../multilingual/siteLanguages";
import { listingHeading } from "../../../site/render/pages/listingHeading";
import { blogFeedXml, feedContentType } from "./blogFeed";
import { namesTag } from "./sendPage";

/** The listings below a blog that have feeds of their own. */
const LISTINGS_WITH_FEEDS = new Set(["tag", "category"]);

/** The additional language a feed is asked in, with the site's translations into it. */
interface FeedInLanguage {
  pathPrefix: string;
  translations: LanguageTranslations;
}

/**
 * The feed of the listing at `listingPath` in the format, or null when the path names no visible
 * blog, tag or category, or shop category. In an additional language it is read as that
 * language's pages read it: the collections' and posts' translated titles and excerpts, the
 * listing's heading in its words, the products' translated names and descriptions.
 */
async function readFeed(
  services: AppServices,
  website: Website,
  listingPath: string,
  format: FeedFormat,
  baseUrl: string,
  language: FeedInLanguage | undefined,
): Promise<string | null> {
  const primary = await services.sitePages.collections(website, false);
  const translations = language?.translations;
  const collections = translations ? translations.collections(primary) : primary;
  const route = await services.sitePages.resolve(website, collections, listingPath, false, translations);
  const [, shopSlug, kind, slug] = listingPath.split("/");
  if (route.kind === "store" && kind === "category" && slug !== undefined && shopSlug === route.collection.urlSlug) {
    if (route.collection.passwordHash || route.collection.navigation === NAVIGATION.MEMBER_AREAS) return null;
    return services.sitePages.shopCategoryFeed(website, route.collection, slug, format, baseUrl, language);
  }
  if (route.kind !== "blog" || route.collection.passwordHash || route.collection.navigation === NAVIGATION.MEMBER_AREAS) return null;
  if (route.listing && !LISTINGS_WITH_FEEDS.has(route.listing.listing.kind)) return null;
  const locale = translations?.locale ?? website.locale;
  return blogFeedXml(format, {
    website,
    blog: route.collection,
    listingPath,
    heading: route.listing ? listingHeading(route.listing.listing, route.listing.name, locale, storeTextsOf(translations)) : null,
    posts: route.posts,
    authors: await authorsRepository.siteAuthors(services.db, website.id),
    baseUrl,
    ...(language ? { language } : {}),
  });
}

/**
 * The RSS 2.0 and Atom feeds of each blog (`/<blog>/rss.xml`, `/<blog>/atom.xml`, what the RSS
 * block and the blog's pages link to) and of each of its tags and categories
 * (`/<blog>/tag/<tag>/rss.xml`, `/<blog>/category/<category>/atom.xml`): the posts of the
 * listing's first page; and of each shop's categories (`/<shop>/category/<category>/rss.xml`):
 * the products of the category's first page. Each again under every additional language's
 * prefix (`/fr/<blog>/rss.xml`), in that language, as its pages link them. None for a site or blog behind a password or among the member areas, 404
 * for anything that is not a visible blog, tag or category. Kept per site version as a part of the site snapshot, and sent with an ETag of the
 * site's id and version and the feed's address, so a reader asking again gets 304.
 */
export async function registerBlogFeedRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  /** Sends the feed of the listing at `listingPath` (null: a listing without feeds), in the language whose prefix is `prefix` if given. */
  const send = async (request: FastifyRequest, reply: FastifyReply, listingPath: string | null, format: FeedFormat, prefix?: string) => {
    if (request.tenant.kind !== "site") return handlePlatformRequest(services, request, reply);
    const website = request.tenant.website;
    const baseUrl = `${request.protocol}://${request.host}`;
    const inLanguage = prefix === undefined ? null : languageOfPath(siteLanguages(website).slice(1), `/${prefix}`);
    const address = `${baseUrl}${prefix === undefined ? "" : `/${prefix}`}${listingPath}/${FEED_FORMATS[format].file}`;
    const readable = !website.passwordHash && listingPath !== null && (prefix === undefined || inLanguage !== null);
    const xml = readable
      ? await services.siteSnapshots.part(website, `feed\n${address}`, async () => {
          const language = inLanguage
            ? { pathPrefix: inLanguage.language.pathPrefix, translations: await services.sitePages.translations(website, inLanguage.language.locale, false) }
            : undefined;
          return readFeed(services, website, listingPath, format, baseUrl, language);
        })
      : null;
    if (xml === null) return reply.code(404).type("text/plain; charset=utf-8").send("No feed here.");
    const tag = `"feed.${website.id}.${website.version}.${createHash("sha256").update(address).digest("base64url").slice(0, 16)}"`;
    reply.header("Cache-Control", "no-cache").header("ETag", tag);
    if (namesTag(request.headers["if-none-match"], tag)) return reply.code(304).send();
    return reply.type(feedContentType(format)).send(xml);
  };

  for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
    const file = FEED_FORMATS[format].file;
    app.get<{ Params: { blog: string } }>(`/:blog/${file}`, (request, reply) => send(request, reply, `/${request.params.blog}`, format));
    app.get<{ Params: { blog: string; kind: string; name: string } }>(`/:blog/:kind/:name/${file}`, (request, reply) => {
      const { blog, kind, name } = request.params;
      return send(request, reply, LISTINGS_WITH_FEEDS.has(kind) ? `/${blog}/${kind}/${name}` : null, format);
    });
    app.get<{ Params: { prefix: string; blog: string } }>(`/:prefix/:blog/${file}`, (request, reply) =>
      send(request, reply, `/${request.params.blog}`, format, request.params.prefix),
    );
    app.get<{ Params: { prefix: string; blog: string; kind: string; name: string } }>(`/:prefix/:blog/:kind/:name/${file}`, (request, reply) => {
      const { prefix, blog, kind, name } = request.params;
      return send(request, reply, LISTINGS_WITH_FEEDS.has(kind) ? `/${blog}/${kind}/${name}` : null, format, prefix);
    });
  }
}
