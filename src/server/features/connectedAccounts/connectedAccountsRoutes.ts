import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { connectedAccountRoutes } from "../../../domain/api/connectedAccounts";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
/** Connecting changes nothing visitors see: sign-ups reach MailChimp in the background. */
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const }, pagesUnchanged: true as const };

/**
 * The connected accounts under /api/config/connected-accounts (settings 12): the list by spec
 * service id, connecting MailChimp with an API key (checked against MailChimp's API), its lists,
 * disconnecting it, and the sign-ups waiting for or refused by MailChimp, a refused one sent
 * again on request. Keys never leave the server.
 */
export async function registerConnectedAccountsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const accounts = services.connectedAccounts;

  app.route({
    ...connectedAccountRoutes.list,
    config: settingsRead,
    handler: async (request) => accounts.view(requireSite(request).id),
  });

  app.route({
    ...connectedAccountRoutes.connectMailchimp,
    config: settingsWrite,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      await accounts.connectMailchimp(websiteId, request.body.apiKey);
      return accounts.view(websiteId);
    },
  });

  app.route({
    ...connectedAccountRoutes.disconnectMailchimp,
    config: settingsWrite,
    handler: async (request, reply) => {
      await accounts.disconnectMailchimp(requireSite(request).id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...connectedAccountRoutes.mailchimpLists,
    config: settingsRead,
    handler: async (request) => ({ lists: await accounts.mailchimpLists(requireSite(request).id) }),
  });

  app.route({
    ...connectedAccountRoutes.mailchimpQueue,
    config: settingsRead,
    handler: async (request) => services.mailchimpSignUps.view(requireSite(request).id, request.query.limit, request.query.offset),
  });

  app.route({
    ...connectedAccountRoutes.mailchimpSendAgain,
    config: settingsWrite,
    handler: async (request) => ({ queued: await services.mailchimpSignUps.sendAgain(requireSite(request).id, request.params.id) }),
  });
}
