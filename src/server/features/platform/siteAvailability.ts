import type { FastifyReply, FastifyRequest } from "fastify";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import type { Website } from "../sites/websiteRecord";
import { SITE_UNAVAILABLE_MESSAGE, renderSiteUnavailablePage } from "./placeholderPages";

/** The status a suspended site has while suspended: removed (spec 2's website status 5). */
export const SUSPENDED_STATUS = WEBSITE_STATUS.REMOVED;

/** Whether visitors are turned away: the site was removed (suspended by the platform) or has expired. */
function isSiteUnavailable(website: Pick<Website, "status">): boolean {
  return website.status === WEBSITE_STATUS.REMOVED || website.status === WEBSITE_STATUS.EXPIRED;
}

/** The paths members use to reach a site they cannot see as visitors: sign-in, the configuration area and its API, built files. */
const MEMBER_PATHS = /^\/(config|api\/auth|api\/crumb|api\/config|assets|static)(\/|\?|$)/;
/** Visitors' calls (cart, checkout, forms, analytics), refused in words rather than a page. */
const VISITOR_API = /^\/api(\/|\?|$)/;

/**
 * Turns a visitor away from a suspended or expired site, whatever they ask for (pages, the
 * shop's pages, feeds, file links, and the calls that would take an order, a form or a sign-up),
 * with 503 and spec 1 §8's words; members signed in on the site, and the paths they sign in
 * and build through, pass. Returns the reply when it answered.
 */
export function unavailableAnswer(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (request.tenant.kind !== "site" || !isSiteUnavailable(request.tenant.website) || request.viewer || MEMBER_PATHS.test(request.url)) return null;
  const website = request.tenant.website;
  reply.code(503).header("Cache-Control", "no-store");
  if (VISITOR_API.test(request.url)) return reply.send({ error: SITE_UNAVAILABLE_MESSAGE });
  if (request.method !== "GET" && request.method !== "HEAD") return reply.type("text/plain; charset=utf-8").send(SITE_UNAVAILABLE_MESSAGE);
  return reply.type("text/html; charset=utf-8").send(renderSiteUnavailablePage(website.title));
}
