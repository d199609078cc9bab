import type { z } from "zod";
import type { siteCodeSchema, siteDomainListSchema, siteDomainSchema, siteSettingsSchema, siteSettingsUpdateSchema } from "../../domain/api/siteSettings";
import type { languageStatusSchema, languagesUpdateSchema, multilingualSettingsSchema } from "../../domain/api/multilingual";
import { api } from "./client";

/** The general settings as the server answers them, with the site's address. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** A custom domain of the site. */
export type SiteDomain = z.output<typeof siteDomainSchema>;

/** Multilingual settings with the site's primary locale. */
export type Languages = z.output<typeof multilingualSettingsSchema>;

/** Translation progress per additional language. */
export type LanguageStatus = z.output<typeof languageStatusSchema>;

/** The site settings calls; their shapes are the route schemas of src/domain/api/siteSettings.ts and src/domain/api/multilingual.ts (served in /api/openapi.json). */
export const siteSettingsApi = {
  load: () => api.get<SiteSettings>("/api/config/site/settings"),
  save: (settings: z.input<typeof siteSettingsUpdateSchema>) => api.put<SiteSettings>("/api/config/site/settings", settings),
  domains: () => api.get<z.output<typeof siteDomainListSchema>>("/api/config/site/domains"),
  addDomain: (host: string, primary: boolean) => api.post<SiteDomain>("/api/config/site/domains", { host, primary }),
  removeDomain: (id: string) => api.delete(`/api/config/site/domains/${encodeURIComponent(id)}`),
  code: () => api.get<z.output<typeof siteCodeSchema>>("/api/site-header-footer"),
  saveCode: (code: z.input<typeof siteCodeSchema>) => api.put<z.output<typeof siteCodeSchema>>("/api/site-header-footer", code),
  languages: () => api.get<Languages>("/api/multilingual/settings"),
  languageStatus: () => api.get<LanguageStatus>("/api/multilingual/status"),
  saveLanguages: (languages: z.input<typeof languagesUpdateSchema>["languages"]) => api.put<Languages>("/api/multilingual/languages", { languages }),
  connect: (service: string, account: string) => api.put<Languages>("/api/multilingual/connection", { service, account }),
  disconnect: () => api.delete<Languages>("/api/multilingual/connection"),
};
