import type { z } from "zod";
import type { siteCodeSchema, siteDomainListSchema, siteDomainSchema, siteSettingsSchema, siteSettingsUpdateSchema } from "../../domain/api/siteSettings";
import type { MultilingualSettings } from "../../domain/siteSettings/multilingualSchema";
import { api } from "./client";

/** The general settings as the server answers them, with the site's address. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** A custom domain of the site. */
export type SiteDomain = z.output<typeof siteDomainSchema>;

/** Multilingual settings with the site's primary locale. */
export type Languages = MultilingualSettings & { primaryLocale: string };

/** Translation progress per additional language. */
export interface LanguageStatus {
  primaryLocale: string;
  totalPages: number;
  languages: { locale: string; pathPrefix: string; connected: boolean; translatedPages: number; progress: number }[];
}

/** The site settings calls; their shapes are the route schemas of src/domain/api/siteSettings.ts (served in /api/openapi.json). */
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
  saveLanguages: (languages: { locale: string; pathPrefix: string; translatedIds: string[] }[]) =>
    api.put<Languages>("/api/multilingual/languages", { languages }),
  connect: (service: string, account: string) => api.put<Languages>("/api/multilingual/connection", { service, account }),
  disconnect: () => api.delete<Languages>("/api/multilingual/connection"),
};
