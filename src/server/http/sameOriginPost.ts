import type { FastifyRequest } from "fastify";
import { safeReturnPath } from "../../domain/people/returnPath";

/** The origin (scheme, host and port) of an address, or null when it names none (`null`, garbage). */
function originOf(address: string): string | null {
  try {
    const origin = new URL(address).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** One request header as a single string, or undefined when absent or repeated. */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * Whether the browser shows that a request came from a page of the site itself: the `Origin`
 * header equals the site's own origin as the request was served (scheme and host through the
 * trusted proxies, `request.protocol` and `request.host`); without Origin, `Sec-Fetch-Site`
 * says `same-origin`; without either, the Referer is on the same origin. Anything else (another
 * origin, `null`, none of the three) is not. Browsers set these headers themselves and a page
 * of another site cannot make them name this one.
 */
export function cameFromSameOrigin(request: FastifyRequest): boolean {
  const own = originOf(`${request.protocol}://${request.host}`);
  if (!own) return false;
  const origin = headerOf(request, "origin");
  if (origin !== undefined) return originOf(origin) === own;
  const fetchSite = headerOf(request, "sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const referer = headerOf(request, "referer");
  return referer !== undefined && originOf(referer) === own;
}

/** Whether a request is a plain HTML form post (what a page without script sends). */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

/** Whether a plain form post asks for a page back (its Accept names HTML), as a browser without script does, rather than JSON. */
export function asksForPage(request: FastifyRequest): boolean {
  return isFormPost(request) && (headerOf(request, "accept") ?? "").includes("text/html");
}

/**
 * The path of the site's own page a request was sent from (its Referer on the site's origin), or
 * null: where a page answering a form post without script links back to. Only a plain path of
 * the site is given ("//host" and the like are not), so the link never leads elsewhere.
 */
export function pageSentFrom(request: FastifyRequest): string | null {
  const referer = headerOf(request, "referer");
  const own = originOf(`${request.protocol}://${request.host}`);
  if (referer === undefined || own === null || originOf(referer) !== own) return null;
  const url = new URL(referer);
  return safeReturnPath(`${url.pathname}${url.search}`);
}
