import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sitePlanRoutes } from "../../../domain/api/sitePlan";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";

/**
 * The owners' reading of their site's plan at `GET /api/config/billing/plan` (settings 12, read:
 * admins, billing and viewers), for the plan screens at the spec's upgrade paths. Nothing under
 * /api/config changes it: the platform administrator does, on the platform home.
 */
export async function registerSitePlanRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...sitePlanRoutes.read,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } },
    handler: async (request) => services.sitePlans.read(requireSite(request).id),
  });
}
