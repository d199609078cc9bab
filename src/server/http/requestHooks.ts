import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../services";
import { CRUMB_COOKIE, CRUMB_HEADER } from "./crumb";
import { renderUnknownHostPage } from "../../site/render/platformChrome";
import { unavailableAnswer } from "../features/platform/siteAvailability";
import { cameFromSameOrigin, isFormPost } from "./sameOriginPost";
import { PLATFORM_SESSION_COOKIE, SESSION_COOKIE, SITE_USER_SESSION_COOKIE, isSecureRequest } from "./sessionCookie";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The crumb this request carries in its cookie, or a fresh one issued with the response.
     * On reads it is settled when first asked for (a page that renders it, GET /api/crumb), so
     * answers that never need one (assets, cached pages) set no cookie and check no signature.
     */
    crumb: string;
    /** The crumb before it is first read: settled, or how to settle it (the crumb's getter and setter only). */
    heldCrumb: string | (() => string) | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers on any Host, even one that names no site (the reverse proxy's TLS
     * question, asked by address); everything else on an unknown host is the not-found page.
     */
    anyHost?: true;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Message of a refused crumb; the browser retries once with the fresh crumb it receives. */
const CRUMB_FAIL_MESSAGE = "Your session token is missing or has expired. Please try again.";

/** Sets a fresh crumb cookie readable by the page's scripts. */
export function issueCrumb(services: AppServices, request: FastifyRequest, reply: FastifyReply, sessionId: string | null): string {
  const crumb = services.crumbs.issue(sessionId);
  reply.setCookie(CRUMB_COOKIE, crumb, { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
  request.crumb = crumb;
  return crumb;
}

function crumbSent(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const header = request.headers[CRUMB_HEADER];
  const candidates = [query?.crumb, typeof header === "string" ? header : undefined, body && typeof body === "object" ? body.crumb : undefined];
  return candidates.find((c): c is string => typeof c === "string" && c.length > 0);
}

/**
 * Resolves the tenant, the signed-in viewer and customer (their sessions apart; or, at the bare app domain, the platform administrator) for every request, answers unknown hosts
 * with the platform's not-found page, issues crumbs where an answer needs one, and refuses state-changing calls
 * whose crumb does not match the cookie and the session (403 with crumbFail and a new crumb), but for a
 * route that takes a same-origin form post instead (config crumb "orSameOriginForm").
 */
export function installRequestHooks(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest("tenant", null as never);
  app.decorateRequest("viewer", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("siteUser", null);
  app.decorateRequest("siteUserToken", null);
  app.decorateRequest("platformAdmin", null);
  app.decorateRequest("heldCrumb", null);
  app.decorateRequest("crumb", {
    getter(this: FastifyRequest): string {
      const held = this.heldCrumb;
      if (typeof held !== "function") return held ?? "";
      const crumb = held();
      this.heldCrumb = crumb;
      return crumb;
    },
    setter(this: FastifyRequest, crumb: string) {
      this.heldCrumb = crumb;
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    request.tenant = await services.sites.resolve(request.headers.host);
    if (request.tenant.kind === "unknown" && !request.routeOptions.config?.anyHost) {
      reply.code(404);
      if (request.url.startsWith("/api/")) return reply.send({ error: "Not found.", code: "not_found" });
      return reply.type("text/html; charset=utf-8").send(renderUnknownHostPage());
    }
    if (request.tenant.kind === "site") {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        request.viewer = await services.accounts.resolveViewer(token, request.tenant.website.id);
        request.sessionToken = request.viewer ? token : null;
      }
      const customerToken = request.cookies[SITE_USER_SESSION_COOKIE];
      if (customerToken) {
        request.siteUser = await services.siteUsers.resolve(customerToken, request.tenant.website.id);
        request.siteUserToken = request.siteUser ? customerToken : null;
      }
      if (unavailableAnswer(request, reply)) return reply;
    }
    if (request.tenant.kind === "platform") {
      const token = request.cookies[PLATFORM_SESSION_COOKIE];
      if (token) {
        request.platformAdmin = await services.platformAdmins.resolve(token);
        request.sessionToken = request.platformAdmin ? token : null;
      }
    }
  });

  // A plain callback: it runs on every request and, on reads, only notes how to settle the crumb.
  app.addHook("preHandler", (request, reply, done) => {
    const sessionId = request.viewer?.sessionId ?? request.platformAdmin?.sessionId ?? null;
    const cookieCrumb = request.cookies[CRUMB_COOKIE];
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.crumb === false) {
      request.heldCrumb = () => (cookieCrumb && services.crumbs.verify(cookieCrumb, sessionId) ? cookieCrumb : issueCrumb(services, request, reply, sessionId));
      return done();
    }
    const cookieValid = services.crumbs.verify(cookieCrumb, sessionId);
    if (cookieValid && cookieCrumb) request.crumb = cookieCrumb;
    const sent = crumbSent(request);
    if (cookieValid && sent === cookieCrumb) return done();
    if (request.routeOptions.config?.crumb === "orSameOriginForm" && isFormPost(request) && cameFromSameOrigin(request)) return done();
    const fresh = issueCrumb(services, request, reply, sessionId);
    if (!request.url.startsWith("/api/")) return void reply.redirect(request.url, 303);
    reply.code(403).send({ error: CRUMB_FAIL_MESSAGE, code: "crumb_fail", crumbFail: true, crumb: fresh });
  });
}
