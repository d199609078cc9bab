import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authRoutes, signInAnswers, signInBodySchema } from "../../../domain/api/auth";
import { isDomainError, rateLimited } from "../../../domain/errors";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { requireSite } from "../../http/requestContext";
import { issueCrumb } from "../../http/requestHooks";
import { safeLocalPath } from "../../http/safeRedirect";
import { clearSessionCookie, setSessionCookie } from "../../http/sessionCookie";
import type { AppServices } from "../../services";
import { SIGN_IN_FAILED_MESSAGE, sessionIdFor } from "./accountRules";
import { signInOrLock } from "./signInLockout";
import { renderConfigApp, renderSignInPage } from "./configPages";
import { sendFreshHtml } from "../../http/sendFreshHtml";

/** Where the browser lands after signing out (spec 1 §2). */
const LOGOUT_LANDING = "/?logout=true";

/** Sign-in attempts allowed per client address and site in each window. */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

/** Where sign-in returns to: the configuration address asked for, with its frameUrl. */
function configLanding(request: FastifyRequest): string {
  const url = new URL(request.url, "http://site.invalid");
  const path = url.pathname.startsWith("/config/") ? url.pathname : "/config/";
  const frameUrl = safeLocalPath(url.searchParams.get("frameUrl"), "");
  return frameUrl ? `${path}?frameUrl=${encodeURIComponent(frameUrl)}` : path;
}

/** Sign-in page, sign-in and sign-out for site owners. */
export async function registerAuthRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const configPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const website = requireSite(request);
    reply.header("Cache-Control", "no-store");
    const html = request.viewer
      ? renderConfigApp({ website, assets: services.assets })
      : renderSignInPage({ website, crumb: request.crumb, returnTo: configLanding(request), error: null, email: "" });
    return sendFreshHtml(request, reply, html);
  };
  app.get("/config", configPage);
  app.get("/config/", configPage);
  app.get("/config/*", configPage);

  app.post("/api/auth/Login", { config: { pagesUnchanged: true }, schema: { body: signInBodySchema, response: signInAnswers } }, async (request, reply) => {
    const website = requireSite(request);
    const input = request.body;
    const returnTo = safeLocalPath(input.returnTo, "/config/");
    const html = wantsHtml(request);
    try {
      const limit = await services.rateLimiter.hit(`sign-in:${website.id}:${request.ip}`, SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
      if (!limit.allowed) throw rateLimited("Too many sign-in attempts. Please wait a few minutes and try again.", limit.retryAfterSeconds);
      const session = await signInOrLock(
        services,
        { websiteId: website.id, siteTitle: website.title, address: `${request.protocol}://${request.host}` },
        input,
      );
      setSessionCookie(request, reply, session.token, session.remember ? session.expiresAt : null);
      issueCrumb(services, request, reply, sessionIdFor(session.token));
      if (html) return reply.redirect(returnTo, 303);
      return { ok: true, redirect: returnTo };
    } catch (error) {
      if (!html || !isDomainError(error)) throw error;
      // The form is shown again with the message, under the status the API answers the refusal with
      // (401, 429, or 503 while the limits cannot be checked); anything else goes to the error handler.
      const { status } = domainErrorAnswer(error);
      if (status !== 401 && status !== 429 && status !== 503) throw error;
      if (error.retryAfterSeconds) reply.header("Retry-After", String(error.retryAfterSeconds));
      const page = renderSignInPage({
        website,
        crumb: request.crumb,
        returnTo,
        error: error.code === "unauthorized" ? SIGN_IN_FAILED_MESSAGE : error.message,
        email: input.email,
      });
      return sendFreshHtml(request, reply.code(status), page);
    }
  });

  app.route({
    ...authRoutes.logout,
    config: { pagesUnchanged: true },
    handler: async (request, reply) => {
      requireSite(request);
      if (request.sessionToken) await services.accounts.signOut(request.sessionToken);
      clearSessionCookie(request, reply);
      issueCrumb(services, request, reply, null);
      if (wantsHtml(request)) return reply.redirect(LOGOUT_LANDING, 303);
      return { ok: true, redirect: LOGOUT_LANDING };
    },
  });
}
