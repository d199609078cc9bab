import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  newSiteDomainSchema,
  noContentSchema,
  siteDomainListSchema,
  siteDomainParamsSchema,
  siteDomainSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
} from "../../../domain/api/siteSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { conflict, DomainError, DOMAIN_ERROR_CODE, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { MAX_CUSTOM_DOMAINS } from "../../../domain/siteSettings/siteSettingsSchema";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import { websitesRepository } from "../sites/websitesRepository";
import { generalSettingsOf, generalSettingsWritePermission } from "./generalSettings";
import { siteSettingsRepository } from "./siteSettingsRepository";
import { isUniqueViolation } from "./uniqueViolation";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };
const generalSettingsWrite = { access: { permission: generalSettingsWritePermission(), mode: "write" as const } };

/** Message of an identifier another site already uses. */
const IDENTIFIER_TAKEN_MESSAGE = "Another site already uses this identifier.";
/** Message of a custom domain another site (or this one) already has. */
const DOMAIN_TAKEN_MESSAGE = "This domain is already connected to a site.";

/** A 409 that also names the field, so the screen shows the message under it. */
function taken(field: string, message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, message, { fieldErrors: { [field]: message } });
}

function presentSettings(website: Website, appDomain: string, request: FastifyRequest): z.output<typeof siteSettingsSchema> {
  const port = /:\d+$/.exec(request.host)?.[0] ?? "";
  return {
    ...generalSettingsOf(website),
    siteAddress: `${request.protocol}://${website.identifier}.${appDomain}${port}`,
  };
}

async function freshWebsite(services: AppServices, request: FastifyRequest): Promise<Website> {
  const website = await websitesRepository.findById(services.db, requireSite(request).id);
  if (!website) throw notFound("Not found.");
  return website;
}

/**
 * General site settings (one key per entry of SITE_SETTING_DEFINITIONS, written under the
 * permission they name) and custom domains, under SETTINGS 12. Every change drops the site's
 * cached pages and the host directory so the next request sees it.
 */
export async function registerSiteSettingsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const appDomain = services.config.appDomain;

  app.get("/api/config/site/settings", { config: settingsRead, schema: { response: { 200: siteSettingsSchema } } }, async (request) => {
    return presentSettings(await freshWebsite(services, request), appDomain, request);
  });

  app.put(
    "/api/config/site/settings",
    { config: generalSettingsWrite, schema: { body: siteSettingsUpdateSchema, response: { 200: siteSettingsSchema } } },
    async (request) => {
      const website = requireSite(request);
      const settings = request.body;
      if (await siteSettingsRepository.identifierTaken(services.db, settings.identifier, website.id)) throw taken("identifier", IDENTIFIER_TAKEN_MESSAGE);
      try {
        await siteSettingsRepository.updateGeneral(services.db, website.id, settings, services.clock.now().toISOString());
      } catch (error) {
        if (isUniqueViolation(error)) throw taken("identifier", IDENTIFIER_TAKEN_MESSAGE);
        throw error;
      }
      return presentSettings(await freshWebsite(services, request), appDomain, request);
    },
  );

  app.get("/api/config/site/domains", { config: settingsRead, schema: { response: { 200: siteDomainListSchema } } }, async (request) => {
    return { domains: await websitesRepository.listDomains(services.db, requireSite(request).id) };
  });

  app.post(
    "/api/config/site/domains",
    { config: settingsWrite, schema: { body: newSiteDomainSchema, response: { 201: siteDomainSchema } } },
    async (request, reply) => {
      const website = requireSite(request);
      const domain = request.body;
      if (domain.host === appDomain || domain.host.endsWith(`.${appDomain}`)) {
        const message = `Addresses under ${appDomain} belong to the platform; enter a domain you own.`;
        throw invalid(message, { host: message });
      }
      if (await siteSettingsRepository.domainOwner(services.db, domain.host)) throw taken("host", DOMAIN_TAKEN_MESSAGE);
      if ((await siteSettingsRepository.countDomains(services.db, website.id)) >= MAX_CUSTOM_DOMAINS) {
        throw conflict(`A site can have at most ${MAX_CUSTOM_DOMAINS} custom domains.`);
      }
      const row = { id: newId(), websiteId: website.id, host: domain.host, isPrimary: domain.primary, createdAt: services.clock.now().toISOString() };
      try {
        await siteSettingsRepository.addDomain(services.db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken("host", DOMAIN_TAKEN_MESSAGE);
        throw error;
      }
      return reply.code(201).send({ id: row.id, host: row.host, isPrimary: row.isPrimary, createdAt: row.createdAt });
    },
  );

  const removeDomain = { config: settingsWrite, schema: { params: siteDomainParamsSchema, response: { 204: noContentSchema } } };
  app.delete("/api/config/site/domains/:domainId", removeDomain, async (request, reply) => {
    const website = requireSite(request);
    const { domainId } = request.params;
    if (!isId(domainId) || !(await siteSettingsRepository.deleteDomain(services.db, website.id, domainId))) throw notFound("No such domain.");
    return reply.code(204).send(null);
  });
}
