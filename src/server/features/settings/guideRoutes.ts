import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { guideRoutes } from "../../../domain/api/guide";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { gettingStartedSteps } from "./gettingStarted";

/** `GET /api/config/guide`: the getting-started guide's steps, for whoever may read the settings (admins, billing, viewers). */
export async function registerGuideRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...guideRoutes.read,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } },
    handler: async (request) => ({ steps: await gettingStartedSteps(services.database.db, requireSite(request).id) }),
  });
}
