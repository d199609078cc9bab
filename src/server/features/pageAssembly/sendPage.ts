import { gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "../../responses/acceptEncoding";
import { sitePagePolicy } from "../../responses/sitePagePolicy";
import type { CachedPage } from "./pageCache";
import type { RenderedPage } from "./sitePageRenderer";

/** Whether an If-None-Match header names this tag (weak or strong) or `*`. */
export function namesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const candidate = part.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === tag;
  });
}

/**
 * Sends a rendered page that is not cached: plain HTML under its own nonce's policy. It may be
 * a signed-in member's page (drafts, the member area) or a lock screen with its crumb, so
 * shared caches never keep it (private).
 */
export function sendRenderedPage(reply: FastifyReply, status: number, page: Pick<RenderedPage, "html" | "nonce" | "frameSources">) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "private, no-cache")
    .header("Content-Security-Policy", sitePagePolicy(page.nonce, page.frameSources))
    .send(page.html);
}

/**
 * Sends a cached page in the best encoding the request accepts (Vary: Accept-Encoding), with
 * its entity tag (stem and encoding); a request that already holds that tag gets 304 without
 * a body. The 304 carries no policy header: the stored page keeps the policy its nonce needs.
 * A client that accepts neither brotli nor gzip (few do) gets the gzip body unpacked: the cache
 * keeps only compressed bodies, so it holds three times as many pages.
 * Cache-Control no-cache lets browsers and shared caches keep the page and revalidate it.
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const tag = `"${page.etag}.${encoding}"`;
  reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding").header("ETag", tag);
  if (namesTag(request.headers["if-none-match"], tag)) {
    reply.removeHeader("Content-Security-Policy");
    return reply.code(304).send();
  }
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply
    .code(200)
    .type("text/html; charset=utf-8")
    .header("Content-Security-Policy", page.policy)
    .send(encoding === "identity" ? gunzipSync(page.bodies.gzip) : page.bodies[encoding]);
}
