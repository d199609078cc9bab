import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteStylesBodySchema } from "../../../domain/api/siteStyles";
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
  app.get(
    "/api/config/site/design",
    { config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } }, schema: { response: { 200: siteStylesBodySchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return siteStylesOf(await services.siteSettings.website(requireSite(request).id));
    },
  );

  app.put(
    "/api/config/site/design",
    {
      config: { access: { permission: PERMISSION.SETTINGS, mode: "write" } },
      schema: { body: siteStylesBodySchema, response: { 200: siteStylesBodySchema } },
    },
    async (request) => {
      await services.siteSettings.writeExtraSetting(requireSite(request).id, SITE_STYLES_SETTINGS_KEY, request.body);
      return request.body;
    },
  );
}
