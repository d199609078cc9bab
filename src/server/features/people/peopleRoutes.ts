import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { peopleRoutes } from "../../../domain/api/people";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound, rateLimited } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { peopleRepository } from "./peopleRepository";

const peopleRead = { access: { permission: PERMISSION.ADMIN_AREA, mode: "read" as const } };
const peopleWrite = { access: { permission: PERMISSION.ADMIN_AREA, mode: "write" as const } };

/** Invitations one site may send per hour, so a stolen admin session cannot mail the world. */
const INVITATION_LIMIT = 30;
const INVITATION_WINDOW_MS = 60 * 60 * 1000;

/**
 * The people of a site under /api/config/people: members with their roles and open
 * invitations (ADMIN_AREA 2, read: admins and viewers), and the admin's changes: invite by
 * email, withdraw an invitation, change a member's role, remove a member. The last admin can
 * neither be demoted nor removed.
 */
export async function registerPeopleRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...peopleRoutes.list,
    config: peopleRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const [members, invitations] = await Promise.all([
        peopleRepository.listMembers(services.db, websiteId),
        peopleRepository.listPendingInvitations(services.db, websiteId, services.clock.now().toISOString()),
      ]);
      return {
        viewerAccountId: requireViewer(request).accountId,
        members,
        invitations: invitations.map((row) => ({ id: row.id, email: row.email, roleId: row.roleId, createdAt: row.createdAt, expiresAt: row.expiresAt })),
      };
    },
  });

  app.route({
    ...peopleRoutes.invite,
    config: peopleWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const viewer = requireViewer(request);
      const input = request.body;
      const limit = await services.rateLimiter.hit(`invitations:${website.id}`, INVITATION_LIMIT, INVITATION_WINDOW_MS);
      if (!limit.allowed) throw rateLimited("Too many invitations in the last hour. Please try again later.", limit.retryAfterSeconds);
      const { invitation: row } = await services.people.invite({
        website,
        inviter: viewer,
        email: input.email,
        roleId: input.roleId,
        siteBaseUrl: `${request.protocol}://${request.host}`,
      });
      return reply
        .code(201)
        .send({ id: row.id, email: row.email, roleId: row.roleId, createdAt: row.createdAt, expiresAt: row.expiresAt, mailSent: services.mail.delivers });
    },
  });

  app.route({
    ...peopleRoutes.withdraw,
    config: peopleWrite,
    handler: async (request, reply) => {
      const websiteId = requireSite(request).id;
      await services.people.withdrawInvitation(websiteId, request.params.invitationId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...peopleRoutes.changeRole,
    config: peopleWrite,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const { accountId } = request.params;
      if (!isId(accountId)) throw notFound("No such member.");
      const { roleId } = request.body;
      await services.people.changeRole(websiteId, accountId, roleId);
      const member = (await peopleRepository.listMembers(services.db, websiteId)).find((m) => m.accountId === accountId);
      return member;
    },
  });

  app.route({
    ...peopleRoutes.remove,
    config: peopleWrite,
    handler: async (request, reply) => {
      const websiteId = requireSite(request).id;
      const { accountId } = request.params;
      if (!isId(accountId)) throw notFound("No such member.");
      await services.people.removeMember(websiteId, accountId);
      return reply.code(204).send(null);
    },
  });
}
