import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { newPasswordSchema, passwordResetRequestSchema } from "../../../domain/api/passwordReset";
import { isDomainError } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import { issueCrumb } from "../../http/requestHooks";
import { sendFreshHtml } from "../../http/sendFreshHtml";
import { setSessionCookie } from "../../http/sessionCookie";
import type { AppServices } from "../../services";
import { sessionIdFor } from "./accountRules";
import { passwordResetPath } from "./passwordResetMail";
import { FORGOT_PASSWORD_PATH, renderForgotPasswordPage, renderNewPasswordPage, renderResetLinkGonePage } from "./PasswordResetPages";
import { RESET_LINK_GONE_MESSAGE } from "./passwordResets";

type TokenParams = { Params: { token: string } };

/** Link requests and new passwords allowed per client address and site in each window, as for sign-in. */
const RESET_LIMIT = 10;
const RESET_WINDOW_MS = 15 * 60 * 1000;

/** What a rate-limited form says. */
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Forgotten passwords (HTML forms, no script): the request form at /config/forgot-password, which
 * answers the same words for any address, and the mailed link's page /config/reset-password/:token
 * choosing the new password, which signs the person in with every old session ended.
 */
export async function registerPasswordResetRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const page = (request: FastifyRequest, reply: FastifyReply, html: string, status = 200) => {
    reply.code(status).header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
    return sendFreshHtml(request, reply, html);
  };
  const limited = async (request: FastifyRequest, reply: FastifyReply, websiteId: string): Promise<boolean> => {
    const limit = await services.rateLimiter.hit(`password-reset:${websiteId}:${request.ip}`, RESET_LIMIT, RESET_WINDOW_MS);
    if (!limit.allowed) reply.header("Retry-After", String(limit.retryAfterSeconds));
    return !limit.allowed;
  };

  app.get(FORGOT_PASSWORD_PATH, async (request, reply) =>
    page(request, reply, renderForgotPasswordPage({ website: requireSite(request), crumb: request.crumb, email: "", sent: false, error: null })),
  );

  app.post(FORGOT_PASSWORD_PATH, { config: { pagesUnchanged: true } }, async (request, reply) => {
    const website = requireSite(request);
    const email = passwordResetRequestSchema.parse(request.body ?? {}).email.trim();
    if (await limited(request, reply, website.id))
      return page(request, reply, renderForgotPasswordPage({ website, crumb: request.crumb, email, sent: false, error: TOO_MANY }), 429);
    await services.passwordResets.request({ websiteId: website.id, siteTitle: website.title, address: `${request.protocol}://${request.host}` }, email);
    return page(request, reply, renderForgotPasswordPage({ website, crumb: request.crumb, email, sent: true, error: null }));
  });

  app.get<TokenParams>("/config/reset-password/:token", async (request, reply) => {
    const website = requireSite(request);
    if (!(await services.passwordResets.isUsable(website.id, request.params.token)))
      return page(request, reply, renderResetLinkGonePage(website, RESET_LINK_GONE_MESSAGE), 404);
    return page(request, reply, renderNewPasswordPage({ website, crumb: request.crumb, action: passwordResetPath(request.params.token), errors: {} }));
  });

  app.post<TokenParams>("/config/reset-password/:token", { config: { pagesUnchanged: true } }, async (request, reply) => {
    const website = requireSite(request);
    const { token } = request.params;
    const form = (errors: Record<string, string>, status: number) =>
      page(request, reply, renderNewPasswordPage({ website, crumb: request.crumb, action: passwordResetPath(token), errors }), status);
    if (await limited(request, reply, website.id)) return form({ password: TOO_MANY }, 429);
    const parsed = newPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "password")] ??= issue.message;
      return form(errors, 400);
    }
    try {
      const { accountId } = await services.passwordResets.setPassword(website.id, token, parsed.data.password);
      const session = await services.accounts.openSession(accountId, website.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      issueCrumb(services, request, reply, sessionIdFor(session.token));
      return reply.redirect("/config/", 303);
    } catch (error) {
      if (!isDomainError(error) || error.code !== "not_found") throw error;
      return page(request, reply, renderResetLinkGonePage(website, error.message), 404);
    }
  });
}
