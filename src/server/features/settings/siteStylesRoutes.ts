import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteStylesRoutes } from "../../../domain/api/siteStyles";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { SITE_STYLES_SETTINGS_KEY } from "../../../domain/siteStyles/siteStylesSchema";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { siteStylesOf } from "./siteStyles";

/**
 * The site's styles (fonts, colours, sizes, buttons, shadow, header and footer) at
 * `/api/config/site/design`, under SETTINGS 12. A save is a site write, so the site's version
 * moves and every page's kept shell is rendered again with the new styles.
 */
export async function registerSiteStylesRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...siteStylesRoutes.read,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } },
    handler: async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return siteStylesOf(await services.siteSettings.website(requireSite(request).id));
    },
  });

  app.route({
    ...siteStylesRoutes.save,
    config: { access: { permission: PERMISSION.SETTINGS, mode: "write" } },
    handler: async (request) => {
      await services.siteSettings.writeExtraSetting(requireSite(request).id, SITE_STYLES_SETTINGS_KEY, request.body);
      return request.body;
    },
  });
}
