import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageRoutes } from "../../../domain/api/pages";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { idParam } from "./pagesRoutes";

const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/**
 * Site-wide and per-page passwords (settings 12): visitors get the lock screen until they enter
 * it. null removes the password. A new password locks out everyone who unlocked with the old one.
 */
export async function registerPasswordRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...pageRoutes.setSitePassword,
    config: settingsWrite,
    handler: async (request, reply) => {
      await services.pages.setSitePassword(requireSite(request).id, request.body.password);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...pageRoutes.setPagePassword,
    config: settingsWrite,
    handler: async (request, reply) => {
      await services.pages.setPagePassword(requireSite(request).id, idParam(request), request.body.password);
      return reply.code(204).send(null);
    },
  });
}
