import type { FastifyInstance } from "fastify";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound, rateLimited } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { invitationInputSchema, roleChangeSchema } from "../../../domain/people/peopleSchema";
import { requireSite, requireViewer } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { peopleRepository } from "./peopleRepository";
import { changeRole, invite, removeMember } from "./peopleService";

const peopleRead = { access: { permission: PERMISSION.ADMIN_AREA, mode: "read" as const } };
const peopleWrite = { access: { permission: PERMISSION.ADMIN_AREA, mode: "write" as const } };

/** Invitations one site may send per hour, so a stolen admin session cannot mail the world. */
const INVITATION_LIMIT = 30;
const INVITATION_WINDOW_MS = 60 * 60 * 1000;

type AccountParams = { Params: { accountId: string } };

/**
 * The people of a site under /api/config/people: members with their roles and open
 * invitations (ADMIN_AREA 2, read: admins and viewers), and the admin's changes: invite by
 * email, withdraw an invitation, change a member's role, remove a member. The last admin can
 * neither be demoted nor removed.
 */
export async function registerPeopleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get("/api/config/people", { config: peopleRead }, async (request) => {
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
  });

  app.post("/api/config/people/invitations", { config: peopleWrite }, async (request, reply) => {
    const website = requireSite(request);
    const viewer = requireViewer(request);
    const input = parseInput(invitationInputSchema, request.body);
    const limit = await services.rateLimiter.hit(`invitations:${website.id}`, INVITATION_LIMIT, INVITATION_WINDOW_MS);
    if (!limit.allowed) throw rateLimited("Too many invitations in the last hour. Please try again later.", limit.retryAfterSeconds);
    const row = await invite(services, {
      website,
      inviter: viewer,
      email: input.email,
      roleId: input.roleId,
      siteBaseUrl: `${request.protocol}://${request.host}`,
    });
    return reply.code(201).send({ id: row.id, email: row.email, roleId: row.roleId, createdAt: row.createdAt, expiresAt: row.expiresAt });
  });

  app.delete<{ Params: { invitationId: string } }>("/api/config/people/invitations/:invitationId", { config: peopleWrite }, async (request, reply) => {
    const websiteId = requireSite(request).id;
    const { invitationId } = request.params;
    if (!isId(invitationId) || !(await peopleRepository.deleteInvitation(services.db, websiteId, invitationId))) throw notFound("No such invitation.");
    return reply.code(204).send();
  });

  app.put<AccountParams>("/api/config/people/:accountId/role", { config: peopleWrite }, async (request) => {
    const websiteId = requireSite(request).id;
    const { accountId } = request.params;
    if (!isId(accountId)) throw notFound("No such member.");
    const { roleId } = parseInput(roleChangeSchema, request.body);
    await changeRole(services, websiteId, accountId, roleId);
    const member = (await peopleRepository.listMembers(services.db, websiteId)).find((m) => m.accountId === accountId);
    return member;
  });

  app.delete<AccountParams>("/api/config/people/:accountId", { config: peopleWrite }, async (request, reply) => {
    const websiteId = requireSite(request).id;
    const { accountId } = request.params;
    if (!isId(accountId)) throw notFound("No such member.");
    await removeMember(services, websiteId, accountId);
    return reply.code(204).send();
  });
}
