import { z } from "zod";
import { codeInjectionSchema, generalSettingsSchema, newDomainSchema } from "../siteSettings/siteSettingsSchema";
import type { ApiRoute } from "./route";

/** The general settings as `GET`/`PUT /api/config/site/settings` answer them: the saved settings and the site's address. */
export const siteSettingsSchema = generalSettingsSchema.extend({ siteAddress: z.string() });

/**
 * What `PUT /api/config/site/settings` takes: the settings, and the site's address as `GET`
 * answered it, so a client may send back the object it read. The address follows from the
 * identifier and the platform's domain, so it is never written.
 */
export const siteSettingsUpdateSchema = generalSettingsSchema.extend({ siteAddress: z.string().max(2000).optional() });

/** A custom domain of the site, as `/api/config/site/domains` lists and creates it. */
export const siteDomainSchema = z.object({ id: z.string(), host: z.string(), isPrimary: z.boolean(), createdAt: z.string() });

/** The answer of `GET /api/config/site/domains`. */
const siteDomainListSchema = z.object({ domains: z.array(siteDomainSchema) });

/** What `POST /api/config/site/domains` takes. */
export const newSiteDomainSchema = newDomainSchema;

/** The path of `DELETE /api/config/site/domains/:domainId`. */
const siteDomainParamsSchema = z.object({ domainId: z.string() });

/** Header and footer code, as `/api/site-header-footer` takes and answers it. */
export const siteCodeSchema = codeInjectionSchema;

/** The empty answer of a call that removes something (204). */
export const noContentSchema = z.null();

/** The general settings' routes (settings permission): the settings, the custom domains, and the header and footer code. */
export const siteSettingsRoutes = {
  load: { method: "GET", url: "/api/config/site/settings", schema: { response: { 200: siteSettingsSchema } } },
  save: { method: "PUT", url: "/api/config/site/settings", schema: { body: siteSettingsUpdateSchema, response: { 200: siteSettingsSchema } } },
  domains: { method: "GET", url: "/api/config/site/domains", schema: { response: { 200: siteDomainListSchema } } },
  addDomain: { method: "POST", url: "/api/config/site/domains", schema: { body: newSiteDomainSchema, response: { 201: siteDomainSchema } } },
  removeDomain: { method: "DELETE", url: "/api/config/site/domains/:domainId", schema: { params: siteDomainParamsSchema, response: { 204: noContentSchema } } },
  code: { method: "GET", url: "/api/site-header-footer", schema: { response: { 200: siteCodeSchema } } },
  saveCode: { method: "PUT", url: "/api/site-header-footer", schema: { body: siteCodeSchema, response: { 200: siteCodeSchema } } },
} satisfies Record<string, ApiRoute>;
