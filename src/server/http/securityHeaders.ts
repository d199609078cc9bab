import { randomFillSync } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from "fastify";
import fastifyHelmet from "@fastify/helmet";
import type { FrameSources } from "../../blocks/frameSources";

/**
 * The policy of everything that is not a site page: the configuration area, the sign-in and
 * invitation pages, the platform's pages, API answers and assets. Script only from the
 * server's own files (no inline script at all), framed only by the site itself.
 */
const STRICT_DIRECTIVES: Readonly<Record<string, string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

/**
 * A site page's policy. Script runs only with the page's nonce: the runtime, and the owner's
 * own header, footer and code-block scripts, which only admins may write ('strict-dynamic'
 * lets them load what they load: islands, analytics tags, payment and map libraries). Pictures,
 * media, fonts and styles may come from anywhere on the web, as owners embed them. Frames come
 * only from the site and the origins the page's blocks load (an embed's provider, a video's
 * player, a form's captcha), or from anywhere when the page carries the owner's code; the page
 * may also ask those origins whether they answer (a booking frame's provider, before it is shown).
 * 'unsafe-inline' and https: only serve browsers too old for nonces; newer ones ignore them.
 */
export function sitePagePolicy(nonce: string, frames: FrameSources): string {
  const frameOrigins = frames === "any" ? "" : frames.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data: https:",
    "media-src 'self' blob: https: http:",
    `connect-src 'self' https:${frames === "any" ? " http:" : frameOrigins}`,
    `frame-src 'self'${frames === "any" ? " https: http:" : frameOrigins}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
  ].join("; ");
}

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time (one system call instead of one per page); each byte is used once. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** A fresh nonce for one rendered page: 128 random bits. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Features a site page never needs; payment stays with the site itself (checkout). */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), serial=(), hid=(), bluetooth=(), midi=(), browsing-topics=()";

/** HSTS for a site served over https: a year, subdomains included. */
const HSTS = "max-age=31536000; includeSubDomains";

/** The options helmet is given: the strict policy, and the defaults this server changes. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: STRICT_DIRECTIVES },
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "sameorigin" },
  crossOriginResourcePolicy: { policy: "same-site" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
} as const;

/**
 * The headers helmet sets with HELMET_OPTIONS, asked of helmet once: they do not depend on
 * the request, while helmet's plugin builds its middleware again on every request.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get("/", async () => "");
  const answer = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!PLAIN_ANSWER_HEADERS.has(name) && typeof value === "string") headers[name] = value;
  }
  return headers;
}

/** Headers of the probe's answer that are its own, not helmet's. */
const PLAIN_ANSWER_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The security headers of every answer, as helmet makes them: the strict policy above (site
 * pages and file links replace it with their own), nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, X-Frame-Options SAMEORIGIN, cross-origin isolation
 * defaults; plus Permissions-Policy on every answer and HSTS only when the request came over
 * https (directly or through a trusted proxy). Set in one hook from headers made at start.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...(await helmetHeaders()), "permissions-policy": PERMISSIONS_POLICY };
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    done();
  });
}
