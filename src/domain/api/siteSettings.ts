import { z } from "zod";
import { codeInjectionSchema, generalSettingsSchema, newDomainSchema } from "../siteSettings/siteSettingsSchema";

/** The general settings as `GET`/`PUT /api/config/site/settings` answer them: the saved settings and the site's address. */
export const siteSettingsSchema = generalSettingsSchema.extend({ siteAddress: z.string() });

/** What `PUT /api/config/site/settings` takes. */
export const siteSettingsUpdateSchema = generalSettingsSchema;

/** A custom domain of the site, as `/api/config/site/domains` lists and creates it. */
export const siteDomainSchema = z.object({ id: z.string(), host: z.string(), isPrimary: z.boolean(), createdAt: z.string() });

/** The answer of `GET /api/config/site/domains`. */
export const siteDomainListSchema = z.object({ domains: z.array(siteDomainSchema) });

/** What `POST /api/config/site/domains` takes. */
export const newSiteDomainSchema = newDomainSchema;

/** The path of `DELETE /api/config/site/domains/:domainId`. */
export const siteDomainParamsSchema = z.object({ domainId: z.string() });

/** Header and footer code, as `/api/site-header-footer` takes and answers it. */
export const siteCodeSchema = codeInjectionSchema;

/** The empty answer of a call that removes something (204). */
export const noContentSchema = z.null();
