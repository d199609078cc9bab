import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireSite, requireSiteUser } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { accountAddresses, accountOrders, addAddress, removeAddress } from "./accountContents";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER, siteUserRoutes } from "../../../domain/api/siteUsers";
import { CART_COUNT_COOKIE } from "../../../domain/commerce/cartCookies";
import { forbidden, rateLimited } from "../../../domain/errors";
import { clearSessionCookie, isSecureRequest, setSessionCookie, SITE_USER_SESSION_COOKIE } from "../../http/sessionCookie";
import type { AccountLanguage } from "./accountPageLanguage";
import { languageOfLocale } from "../store/storeLanguage";
import type { CustomerPlace } from "./siteUserMails";
import { CART_COOKIE, CART_COOKIE_DAYS } from "../store/cartRules";
import type { OpenedSession, SiteUser } from "./siteUsers";

/** Sign-in attempts allowed per client address and site in each window, as for owners. */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Where a customer's mail and lock notices say things happened: the site and its address as the visitor used it, in the language of the page asking. */
export function placeOf(request: FastifyRequest, language: Pick<AccountLanguage, "pathPrefix" | "texts">): CustomerPlace {
  const website = requireSite(request);
  return {
    websiteId: website.id,
    siteTitle: website.title,
    address: `${request.protocol}://${request.host}`,
    pathPrefix: language.pathPrefix,
    texts: language.texts,
  };
}

/** Refuses with 429 once a client address has tried signing in (or asking for links) too often on the site. */
export async function limitAttempts(services: AppServices, request: FastifyRequest, what: string): Promise<void> {
  const limit = await services.rateLimiter.hit(`customer-${what}:${requireSite(request).id}:${request.ip}`, SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
  if (!limit.allowed) throw rateLimited(SITE_USER_MESSAGES.tooManyAttempts, limit.retryAfterSeconds);
}

/** Sets the customer's session cookie: until the session ends when remembered, else until the browser closes. */
export function setCustomerCookie(request: FastifyRequest, reply: FastifyReply, session: OpenedSession): void {
  setSessionCookie(request, reply, session.token, session.remember ? session.expiresAt : null, SITE_USER_SESSION_COOKIE);
}

/** The signed-in customer of a call that must carry its session's X-SiteUser-XSRF-Token; 401 signed out, 403 without the token. */
function requireCustomerCall(services: AppServices, request: FastifyRequest): SiteUser {
  const user = requireSiteUser(request);
  const sent = request.headers[SITE_USER_XSRF_HEADER.toLowerCase()];
  if (!services.siteUsers.xsrfMatches(user, typeof sent === "string" ? sent : undefined)) throw forbidden(SITE_USER_MESSAGES.xsrfMissing);
  return user;
}

/**
 * Signs the customer out: the session ends and its cookie goes. With cloneCart the browser keeps
 * a copy of the cart under a new cookie; without it the cart stays behind and the browser's is
 * empty, so the next person at a shared computer does not see it.
 */
export async function endCustomerSession(services: AppServices, request: FastifyRequest, reply: FastifyReply, cloneCart: boolean): Promise<void> {
  const website = requireSite(request);
  if (request.siteUserToken) await services.siteUsers.signOut(request.siteUserToken);
  clearSessionCookie(request, reply, SITE_USER_SESSION_COOKIE);
  const secure = isSecureRequest(request);
  const cart = await services.carts.find(website.id, request.cookies[CART_COOKIE]);
  if (cloneCart && cart && !cart.isPurchased) {
    const copy = await services.carts.copy(cart);
    reply.setCookie(CART_COOKIE, copy.token, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: CART_COOKIE_DAYS * 24 * 3600 });
    return;
  }
  reply.clearCookie(CART_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
  reply.setCookie(CART_COUNT_COOKIE, "0", { path: "/", sameSite: "lax", secure });
}

/** Where the browser goes after a customer signs out. */
const SIGNED_OUT_LANDING = "/";

/**
 * The customer account API of spec 2 §7: sign-in (`POST /api/site-users/account/session`,
 * answering the xsrfToken the browser sends back in X-SiteUser-XSRF-Token; the page's `locale`
 * names the language a lock notice is mailed in), sign-out (`DELETE`
 * with cloneCart), the account and its addresses. None changes a page visitors share.
 */
export async function registerSiteUserRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...siteUserRoutes.signIn,
    config: { pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      await limitAttempts(services, request, "sign-in");
      const language = await languageOfLocale(services.db, website, request.body.locale);
      const session = await services.siteUsers.signIn(placeOf(request, language), request.body);
      setCustomerCookie(request, reply, session);
      reply.header("Cache-Control", "no-store");
      return { xsrfToken: session.xsrfToken };
    },
  });

  app.route({
    ...siteUserRoutes.signOut,
    config: { pagesUnchanged: true },
    handler: async (request, reply) => {
      if (request.siteUser) requireCustomerCall(services, request);
      await endCustomerSession(services, request, reply, request.query.cloneCart);
      return { ok: true as const, redirect: SIGNED_OUT_LANDING };
    },
  });

  app.route({
    ...siteUserRoutes.account,
    handler: async (request, reply) => {
      const user = requireSiteUser(request);
      reply.header("Cache-Control", "no-store");
      return { email: user.email, orders: await accountOrders(services.db, user), addresses: await accountAddresses(services.db, user) };
    },
  });

  app.route({
    ...siteUserRoutes.addAddress,
    config: { pagesUnchanged: true },
    handler: async (request) => addAddress(services.db, services.clock, requireCustomerCall(services, request), request.body),
  });

  app.route({
    ...siteUserRoutes.removeAddress,
    config: { pagesUnchanged: true },
    handler: async (request) => {
      await removeAddress(services.db, requireCustomerCall(services, request), request.params.addressId);
      return { ok: true as const };
    },
  });
}
