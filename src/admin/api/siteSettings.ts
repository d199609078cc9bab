import type { GeneralSettings, CodeInjection } from "../../domain/siteSettings/siteSettingsSchema";
import type { MultilingualSettings } from "../../domain/siteSettings/multilingualSchema";
import { api } from "./client";

/** The general settings as the server answers them, with the site's address. */
export type SiteSettings = GeneralSettings & { siteAddress: string };

/** A custom domain of the site. */
export interface SiteDomain {
  id: string;
  host: string;
  isPrimary: boolean;
  createdAt: string;
}

/** Multilingual settings with the site's primary locale. */
export type Languages = MultilingualSettings & { primaryLocale: string };

/** Translation progress per additional language. */
export interface LanguageStatus {
  primaryLocale: string;
  totalPages: number;
  languages: { locale: string; pathPrefix: string; connected: boolean; translatedPages: number; progress: number }[];
}

/** The site settings calls (docs/config-api.md, "Site settings"). */
export const siteSettingsApi = {
  load: () => api.get<SiteSettings>("/api/config/site/settings"),
  save: (settings: GeneralSettings) => api.put<SiteSettings>("/api/config/site/settings", settings),
  domains: () => api.get<{ domains: SiteDomain[] }>("/api/config/site/domains"),
  addDomain: (host: string, primary: boolean) => api.post<SiteDomain>("/api/config/site/domains", { host, primary }),
  removeDomain: (id: string) => api.delete(`/api/config/site/domains/${encodeURIComponent(id)}`),
  code: () => api.get<CodeInjection>("/api/site-header-footer"),
  saveCode: (code: CodeInjection) => api.put<CodeInjection>("/api/site-header-footer", code),
  languages: () => api.get<Languages>("/api/multilingual/settings"),
  languageStatus: () => api.get<LanguageStatus>("/api/multilingual/status"),
  saveLanguages: (languages: { locale: string; pathPrefix: string; translatedIds: string[] }[]) =>
    api.put<Languages>("/api/multilingual/languages", { languages }),
  connect: (service: string, account: string) => api.put<Languages>("/api/multilingual/connection", { service, account }),
  disconnect: () => api.delete<Languages>("/api/multilingual/connection"),
};
