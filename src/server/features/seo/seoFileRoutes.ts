import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import { robotsTxt } from "../../../domain/seo/robotsTxt";
import { sitemapDocument, sitemapPartOf } from "../../../domain/seo/sitemapXml";
import { handlePlatformRequest } from "../../http/platformRoutes";
import type { AppServices } from "../../services";
import { preferredEncoding } from "../../responses/acceptEncoding";
import { generalSettingsOf } from "../settings/generalSettings";
import type { Website } from "../sites/websiteRecord";
import { sitemapEntries } from "./sitemapEntries";
import { siteLanguages } from "../multilingual/siteLanguages";

const gzipped = promisify(gzip);

/** Whether search engines may read nothing of a site: a password on it, or not published (a parking page). */
function closed(website: Website): boolean {
  return website.passwordHash !== null || website.websiteType === WEBSITE_KIND.PARKING_PAGE;
}

/**
 * `/sitemap.xml` (and its parts `/sitemap-N.xml` past 50,000 addresses) and `/robots.txt` of every
 * site, answered like pages: made once per site version (kept as a part of the site snapshot, and
 * gzipped as it is sent: crawlers ask seldom), with an ETag of site, version and path and 304 to a
 * request that holds it. A closed site has an empty sitemap and a
 * robots.txt that disallows everything.
 */
export async function registerSeoFileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const baseUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  const send = async (request: FastifyRequest, reply: FastifyReply, type: string, make: (website: Website) => Promise<string | null>) => {
    if (request.tenant.kind !== "site") return handlePlatformRequest(services, request, reply);
    const website = request.tenant.website;
    const path = request.url.split("?")[0]!;
    const key = `${baseUrl(request)}${path}`;
    const text = await services.siteSnapshots.part(website, `seo file\n${key}`, () => make(website));
    if (text === null) return reply.code(404).type("text/plain; charset=utf-8").send("Not found.");
    const tag = `"${website.id}.${website.version}.${createHash("sha256").update(key).digest("base64url").slice(0, 16)}"`;
    reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding").header("ETag", tag).type(type);
    if (request.headers["if-none-match"]?.split(",").some((part) => part.trim().replace(/^W\//, "") === tag)) return reply.code(304).send();
    if (preferredEncoding(request.headers["accept-encoding"]) === "identity") return reply.send(text);
    return reply.header("Content-Encoding", "gzip").send(await gzipped(text));
  };

  const sitemap = (part: number | null) => async (website: Website, request: FastifyRequest) => {
    if (closed(website)) return part === null ? sitemapDocument([], baseUrl(request), null) : null;
    const collections = await services.sitePages.collections(website, false);
    const prefixes = siteLanguages(website)
      .slice(1)
      .map((language) => language.pathPrefix);
    const entries = await sitemapEntries(services.db, website.id, collections, services.clock.now(), prefixes);
    return sitemapDocument(website.websiteType === WEBSITE_KIND.COVER_PAGE ? entries.filter((e) => e.path === "/") : entries, baseUrl(request), part);
  };

  app.get("/sitemap.xml", (request, reply) => send(request, reply, "application/xml; charset=utf-8", (website) => sitemap(null)(website, request)));
  app.get("/sitemap-:part(^[1-9][0-9]{0,5}).xml", (request, reply) => {
    const part = sitemapPartOf(request.url.split("?")[0]!);
    return send(request, reply, "application/xml; charset=utf-8", (website) => sitemap(part)(website, request));
  });
  app.get("/robots.txt", (request, reply) =>
    send(request, reply, "text/plain; charset=utf-8", async (website) =>
      robotsTxt({ rules: generalSettingsOf(website).robotsTxt, sitemapUrl: `${baseUrl(request)}/sitemap.xml`, closed: closed(website) }),
    ),
  );
}
