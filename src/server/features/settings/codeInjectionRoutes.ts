import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteSettingsRoutes } from "../../../domain/api/siteSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { CODE_INJECTION_SETTINGS_KEY } from "../../../domain/siteSettings/siteSettingsSchema";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { websitesRepository } from "../sites/websitesRepository";
import { codeInjectionOf } from "./codeInjection";

/** Largest body `PUT /api/site-header-footer` accepts: both fields at their limit, escaped, with room to spare. */
const CODE_BODY_LIMIT = 512 * 1024;

/**
 * Header and footer code of every page, at `/api/site-header-footer`. The path is outside
 * /api/config, so each route declares its access explicitly (SETTINGS 12, read for GET, write
 * for PUT); access control then requires a signed-in member with that permission, and the
 * crumb check applies to PUT like to every state-changing call.
 */
export async function registerCodeInjectionRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...siteSettingsRoutes.code,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } },
    handler: async (request, reply) => {
      const website = await websitesRepository.findById(services.db, requireSite(request).id);
      reply.header("Cache-Control", "no-store");
      return codeInjectionOf(website ?? requireSite(request));
    },
  });

  app.route({
    ...siteSettingsRoutes.saveCode,
    bodyLimit: CODE_BODY_LIMIT,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "write" } },
    handler: async (request) => {
      const website = requireSite(request);
      const code = request.body;
      await services.siteSettings.writeExtraSetting(website.id, CODE_INJECTION_SETTINGS_KEY, code);
      return code;
    },
  });
}
