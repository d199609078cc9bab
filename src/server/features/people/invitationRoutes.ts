import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDomainError, rateLimited } from "../../../domain/errors";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { acceptanceInputSchema } from "../../../domain/people/peopleSchema";
import { requireSite } from "../../http/requestContext";
import { issueCrumb } from "../../http/requestHooks";
import { setSessionCookie } from "../../http/sessionCookie";
import type { AppServices } from "../../services";
import { accountsRepository } from "../accounts/accountsRepository";
import { sessionIdFor } from "../accounts/accountRules";
import { renderInvitationGonePage, renderInvitationPage } from "./InvitationPage";
import { INVITATION_GONE_MESSAGE, invitationPath } from "./invitationLinks";

type TokenParams = { Params: { token: string } };

/** Password attempts one client address may make on invitation pages of a site per window. */
const ACCEPT_LIMIT = 10;
const ACCEPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The invitation acceptance page `/config/invitation/:token` (HTML, no script): someone new
 * creates an account with a name and password, someone with an account enters its password;
 * either way they join the site with the invited role and land signed in at /config/.
 */
export async function registerInvitationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const gone = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(renderInvitationGonePage(requireSite(request), INVITATION_GONE_MESSAGE));

  app.get<TokenParams>("/config/invitation/:token", async (request, reply) => {
    const website = requireSite(request);
    const invitation = await services.people.openInvitation(website.id, request.params.token);
    if (!invitation) return gone(request, reply);
    const hasAccount = (await accountsRepository.findByEmail(services.db, invitation.email)) !== null;
    reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
    return renderInvitationPage({
      website,
      email: invitation.email,
      roleId: invitation.roleId,
      crumb: request.crumb,
      action: invitationPath(request.params.token),
      hasAccount,
      errors: {},
      displayName: "",
    });
  });

  app.post<TokenParams>("/config/invitation/:token", { config: { pagesUnchanged: true } }, async (request, reply) => {
    const website = requireSite(request);
    const invitation = await services.people.openInvitation(website.id, request.params.token);
    if (!invitation) return gone(request, reply);
    const parsed = acceptanceInputSchema.safeParse(request.body ?? {});
    const input = parsed.success ? parsed.data : { displayName: "", password: "", confirmPassword: "" };
    try {
      const limit = await services.rateLimiter.hit(`invitation:${website.id}:${request.ip}`, ACCEPT_LIMIT, ACCEPT_WINDOW_MS);
      if (!limit.allowed) throw rateLimited("Too many attempts. Please wait a few minutes and try again.", limit.retryAfterSeconds);
      const place = { websiteId: website.id, siteTitle: website.title, address: `${request.protocol}://${request.host}` };
      const { accountId } = await services.invitationAcceptance.accept(place, invitation, input);
      const session = await services.accounts.openSession(accountId, website.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      issueCrumb(services, request, reply, sessionIdFor(session.token));
      return reply.redirect("/config/", 303);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === "not_found") return gone(request, reply);
      if (error.retryAfterSeconds) reply.header("Retry-After", String(error.retryAfterSeconds));
      const hasAccount = (await accountsRepository.findByEmail(services.db, invitation.email)) !== null;
      return reply
        .code(domainErrorAnswer(error).status)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(
          renderInvitationPage({
            website,
            email: invitation.email,
            roleId: invitation.roleId,
            crumb: request.crumb,
            action: invitationPath(request.params.token),
            hasAccount,
            errors: error.fieldErrors ?? { form: error.message },
            displayName: input.displayName,
          }),
        );
    }
  });
}
