import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from "fastify";
import fastifyHelmet from "@fastify/helmet";

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
 * Features a site page never needs; payment stays with the site itself (checkout). Only features
 * browsers recognise in this header: an unknown one (Web Bluetooth has no policy feature) makes
 * Chromium log a warning on every page.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), serial=(), hid=(), midi=(), browsing-topics=()";

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
