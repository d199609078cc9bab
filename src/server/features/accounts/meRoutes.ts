import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { meRoutes } from "../../../domain/api/me";
import { effectivePermissions } from "../../../domain/access/roleAccess";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite, requireViewer } from "../../http/requestContext";

/**
 * GET /api/config/me: who is signed in and what they may read and write on this site, so the
 * configuration area shows only what the server will allow.
 */
export async function registerMeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...meRoutes.read,
    config: { access: { permission: PERMISSION.CONFIG_AREA, mode: "read" } },
    handler: async (request) => {
      const website = requireSite(request);
      const viewer = requireViewer(request);
      return {
        account: { id: viewer.accountId, email: viewer.email, displayName: viewer.displayName },
        website: { id: website.id, identifier: website.identifier, title: website.title },
        roles: viewer.roles,
        permissions: effectivePermissions(viewer.roles),
        crumb: request.crumb,
      };
    },
  });
}
