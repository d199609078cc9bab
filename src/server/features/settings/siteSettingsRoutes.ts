import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { siteSettingsRoutes, siteSettingsSchema } from "../../../domain/api/siteSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import { websitesRepository } from "../sites/websitesRepository";
import { generalSettingsOf, generalSettingsWritePermission } from "./generalSettings";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };
const generalSettingsWrite = { access: { permission: generalSettingsWritePermission(), mode: "write" as const } };

function presentSettings(website: Website, appDomain: string, request: FastifyRequest): z.output<typeof siteSettingsSchema> {
  const port = /:\d+$/.exec(request.host)?.[0] ?? "";
  return {
    ...generalSettingsOf(website),
    siteAddress: `${request.protocol}://${website.identifier}.${appDomain}${port}`,
  };
}

/**
 * General site settings (one key per entry of SITE_SETTING_DEFINITIONS, written under the
 * permission they name) and custom domains, under SETTINGS 12. Every change drops the site's
 * cached pages and the host directory so the next request sees it.
 */
export async function registerSiteSettingsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const appDomain = services.config.appDomain;

  app.route({
    ...siteSettingsRoutes.load,
    config: settingsRead,
    handler: async (request) => {
      return presentSettings(await services.siteSettings.website(requireSite(request).id), appDomain, request);
    },
  });

  app.route({
    ...siteSettingsRoutes.save,
    config: generalSettingsWrite,
    handler: async (request) => {
      const { siteAddress: _readOnly, ...settings } = request.body;
      await services.siteSettings.saveGeneral(requireSite(request).id, settings);
      return presentSettings(await services.siteSettings.website(requireSite(request).id), appDomain, request);
    },
  });

  app.route({
    ...siteSettingsRoutes.domains,
    config: settingsRead,
    handler: async (request) => {
      return { domains: await websitesRepository.listDomains(services.db, requireSite(request).id) };
    },
  });

  app.route({
    ...siteSettingsRoutes.addDomain,
    config: settingsWrite,
    handler: async (request, reply) => {
      return reply.code(201).send(await services.siteSettings.addDomain(requireSite(request).id, request.body));
    },
  });

  app.route({
    ...siteSettingsRoutes.removeDomain,
    config: settingsWrite,
    handler: async (request, reply) => {
      await services.siteSettings.removeDomain(requireSite(request).id, request.params.domainId);
      return reply.code(204).send(null);
    },
  });
}
