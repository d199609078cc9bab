import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createSiteBodySchema,
  deleteSiteBodySchema,
  inviteOwnerBodySchema,
  platformSignInBodySchema,
  platformSiteParamsSchema,
} from "../../../domain/api/platform";
import { isDomainError, notFound, type DomainError } from "../../../domain/errors";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { describeError } from "../../http/errorHandler";
import { requirePlatformAdmin } from "../../http/requestContext";
import { issueCrumb } from "../../http/requestHooks";
import { PLATFORM_SESSION_COOKIE, clearSessionCookie, setSessionCookie } from "../../http/sessionCookie";
import { routeInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { SIGN_IN_FAILED_MESSAGE, sessionIdFor } from "../accounts/accountRules";
import { portSuffix, sendPlatformHome, siteUrlFor } from "./platformHomeAnswer";
import { renderDeleteConfirmation, renderPlatformLanding } from "./platformHomePage";
import type { PlatformActor } from "./platformSites";
import { signInPlatformAdmin } from "./platformSignIn";

/** The form fields a refused request sent, as text, to fill the form again. */
function sentValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "crumb"));
}

/** A refusal the platform home shows in plain words; anything else goes to the error handler. */
function refusal(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  throw error;
}

/**
 * The platform home's forms at the bare app domain: administrators sign in and out, create a
 * site from a template, suspend, restore and delete sites, and invite owners. Each answers with
 * the platform home again (a notice saying what happened, or the form with its problem); on a
 * site's host they do not exist (404). No site write hook applies: the platform's sites
 * service announces each change itself.
 */
export async function registerPlatformHomeRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest): PlatformActor => {
    const admin = requirePlatformAdmin(request);
    return { id: admin.adminId, email: admin.email };
  };

  app.post("/platform/sign-in", { config: { answersInvalidInput: true }, schema: { body: platformSignInBodySchema } }, async (request, reply) => {
    if (request.tenant.kind !== "platform") throw notFound("Not found.");
    const input = routeInput(request, platformSignInBodySchema, request.body);
    try {
      const session = await signInPlatformAdmin(services, request.ip, input);
      setSessionCookie(request, reply, session.token, session.expiresAt, PLATFORM_SESSION_COOKIE);
      issueCrumb(services, request, reply, sessionIdFor(session.token));
      return reply.redirect("/", 303);
    } catch (error) {
      const problem = refusal(error);
      const { status } = domainErrorAnswer(problem);
      if (problem.retryAfterSeconds) reply.header("Retry-After", String(problem.retryAfterSeconds));
      const message = problem.code === "unauthorized" ? SIGN_IN_FAILED_MESSAGE : problem.message;
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(
          renderPlatformLanding({ appDomain: services.config.appDomain, port: portSuffix(request), crumb: request.crumb, error: message, email: input.email }),
        );
    }
  });

  app.post("/platform/sign-out", async (request, reply) => {
    if (request.tenant.kind !== "platform") throw notFound("Not found.");
    if (request.sessionToken) await services.platformAdmins.signOut(request.sessionToken);
    clearSessionCookie(request, reply, PLATFORM_SESSION_COOKIE);
    issueCrumb(services, request, reply, null);
    return reply.redirect("/", 303);
  });

  app.post("/platform/sites", { config: { answersInvalidInput: true }, schema: { body: createSiteBodySchema } }, async (request, reply) => {
    const actor = actorOf(request);
    try {
      const input = routeInput(request, createSiteBodySchema, request.body);
      const { website, invitationLink } = await services.platformSites.create({ ...input, actor, siteAddress: siteUrlFor(services, request) });
      const invited = invitationLink ? ` ${input.ownerEmail} is invited as its owner: the invitation was mailed, and here is its link.` : "";
      return sendPlatformHome(services, request, reply, {
        status: 201,
        notice: { kind: "done", text: `Created ${website.title} at ${website.identifier}.${invited}`, ...(invitationLink ? { link: invitationLink } : {}) },
      });
    } catch (error) {
      const problem = refusal(error);
      return sendPlatformHome(services, request, reply, {
        status: describeError(problem).status,
        notice: { kind: "problem", text: problem.fieldErrors ? "The site was not created: check the fields below." : problem.message },
        create: { values: sentValues(request.body), fieldErrors: problem.fieldErrors ?? {} },
      });
    }
  });

  app.post("/platform/invitations", { config: { answersInvalidInput: true }, schema: { body: inviteOwnerBodySchema } }, async (request, reply) => {
    const actor = actorOf(request);
    try {
      const input = routeInput(request, inviteOwnerBodySchema, request.body);
      const link = await services.platformSites.inviteOwner(input.identifier, input.email, actor, siteUrlFor(services, request));
      return sendPlatformHome(services, request, reply, {
        status: 201,
        notice: { kind: "done", text: `${input.email} is invited as an owner of ${input.identifier}: the invitation was mailed, and here is its link.`, link },
      });
    } catch (error) {
      const problem = refusal(error);
      return sendPlatformHome(services, request, reply, {
        status: describeError(problem).status,
        notice: { kind: "problem", text: problem.fieldErrors ? "The invitation was not sent: check the fields below." : problem.message },
        invite: { values: sentValues(request.body), fieldErrors: problem.fieldErrors ?? {} },
      });
    }
  });

  const siteAction = (verb: "suspend" | "restore", done: string) =>
    app.post(
      `/platform/sites/:identifier/${verb}`,
      { config: { answersInvalidInput: true }, schema: { params: platformSiteParamsSchema } },
      async (request, reply) => {
        actorOf(request);
        try {
          const { identifier } = routeInput(request, platformSiteParamsSchema, request.params);
          await services.platformSites[verb](identifier);
          return sendPlatformHome(services, request, reply, { notice: { kind: "done", text: `${identifier} ${done}` } });
        } catch (error) {
          const problem = refusal(error);
          return sendPlatformHome(services, request, reply, { status: describeError(problem).status, notice: { kind: "problem", text: problem.message } });
        }
      },
    );
  siteAction("suspend", "is suspended: its visitors are told it is unavailable until you restore it.");
  siteAction("restore", "is restored: visitors see it again.");

  app.post(
    "/platform/sites/:identifier/delete",
    { config: { answersInvalidInput: true }, schema: { params: platformSiteParamsSchema, body: deleteSiteBodySchema } },
    async (request, reply) => {
      actorOf(request);
      try {
        const { identifier } = routeInput(request, platformSiteParamsSchema, request.params);
        const { confirmIdentifier } = routeInput(request, deleteSiteBodySchema, request.body);
        if (confirmIdentifier !== identifier)
          return sendDeleteConfirmation(services, request, reply, identifier, `Type the site's identifier, ${identifier}, to confirm.`);
        await services.platformSites.delete(identifier);
        return sendPlatformHome(services, request, reply, { notice: { kind: "done", text: `${identifier} is deleted with everything it held.` } });
      } catch (error) {
        const problem = refusal(error);
        return sendPlatformHome(services, request, reply, { status: describeError(problem).status, notice: { kind: "problem", text: problem.message } });
      }
    },
  );
}

/** Sends the delete confirmation of a site (400 with the message when the typed identifier did not match), or the home when there is no such site. */
export async function sendDeleteConfirmation(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  identifier: string,
  error: string | null = null,
): Promise<FastifyReply> {
  const site = await services.platformSites.find(identifier);
  if (!site)
    return sendPlatformHome(services, request, reply, { status: 404, notice: { kind: "problem", text: `No site has the identifier "${identifier}".` } });
  return reply
    .code(error ? 400 : 200)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(renderDeleteConfirmation({ site, crumb: request.crumb, error }));
}
