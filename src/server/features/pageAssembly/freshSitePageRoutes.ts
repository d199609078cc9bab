import type { FastifyReply, FastifyRequest } from "fastify";
import { sendFreshHtml } from "../../http/sendFreshHtml";
import { sitePagePolicy } from "../../responses/sitePagePolicy";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import type { Website } from "../sites/websiteRecord";
import type { SitePageBody } from "./sitePageBody";
import { renderSitePage } from "./sitePageRenderer";

/**
 * Renders a page of the site that is made for one request (search results, a cart or an order,
 * an unsubscribe confirmation) in the site's design and sends it, compressed as it goes and
 * never kept by any cache (`no-store`), with its own script policy.
 */
export async function sendFreshSitePage(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
  path: string,
  body: SitePageBody,
) {
  const page = renderSitePage({
    website,
    collections: await contentRepository.listCollections(services.db, website.id),
    viewer: request.viewer,
    appDomain: services.config.appDomain,
    baseUrl: `${request.protocol}://${request.host}`,
    path,
    assets: services.assets,
    blockHtml: services.blockHtml,
    widgetOrigins: services.config.widgetOrigins,
    mapTiles: services.config.places.mapTiles?.address ?? "",
    body,
  });
  reply.code(page.status).header("Cache-Control", "no-store").header("Content-Security-Policy", sitePagePolicy(page.nonce, page.frameSources));
  return sendFreshHtml(request, reply, page.html);
}
