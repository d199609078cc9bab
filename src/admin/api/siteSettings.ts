import type { z } from "zod";
import {
  siteSettingsRoutes,
  type siteCodeSchema,
  type siteDomainSchema,
  type siteSettingsSchema,
  type siteSettingsUpdateSchema,
} from "../../domain/api/siteSettings";
import {
  multilingualRoutes,
  type languageStatusSchema,
  type languagesUpdateSchema,
  type multilingualSettingsSchema,
  translationRoutes,
  type itemTranslationsSchema,
  type translatableItemsSchema,
  type translationInputSchema,
} from "../../domain/api/multilingual";
import type { TranslatedKind } from "../../domain/translations/translationModel";
import { call } from "./call";

/** The general settings as the server answers them, with the site's address. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** A custom domain of the site. */
export type SiteDomain = z.output<typeof siteDomainSchema>;

/** Multilingual settings with the site's primary locale. */
export type Languages = z.output<typeof multilingualSettingsSchema>;

/** Translation progress per additional language. */
export type LanguageStatus = z.output<typeof languageStatusSchema>;

/** An item's texts beside their translation into each additional language. */
export type ItemTranslations = z.output<typeof itemTranslationsSchema>;

/** The site's items of one kind an owner may translate. */
export type TranslatableItems = z.output<typeof translatableItemsSchema>["items"];

/** The site settings calls, made from the routes of src/domain/api/siteSettings.ts and src/domain/api/multilingual.ts. */
export const siteSettingsApi = {
  load: () => call(siteSettingsRoutes.load, {}),
  save: (settings: z.input<typeof siteSettingsUpdateSchema>) => call(siteSettingsRoutes.save, { body: settings }),
  domains: () => call(siteSettingsRoutes.domains, {}),
  addDomain: (host: string, primary: boolean) => call(siteSettingsRoutes.addDomain, { body: { host, primary } }),
  removeDomain: (domainId: string) => call(siteSettingsRoutes.removeDomain, { params: { domainId } }),
  code: () => call(siteSettingsRoutes.code, {}),
  saveCode: (code: z.input<typeof siteCodeSchema>) => call(siteSettingsRoutes.saveCode, { body: code }),
  languages: () => call(multilingualRoutes.languages, {}),
  languageStatus: () => call(multilingualRoutes.languageStatus, {}),
  saveLanguages: (languages: z.input<typeof languagesUpdateSchema>["languages"]) => call(multilingualRoutes.saveLanguages, { body: { languages } }),
  connect: (service: string, account: string) => call(multilingualRoutes.connect, { body: { service, account } }),
  disconnect: () => call(multilingualRoutes.disconnect, {}),
  translatable: (kind: TranslatedKind) => call(translationRoutes[kind].list, {}),
  translations: (kind: TranslatedKind, itemId: string) => call(translationRoutes[kind].view, { params: { itemId } }),
  saveTranslation: (kind: TranslatedKind, itemId: string, locale: string, input: z.input<typeof translationInputSchema>) =>
    call(translationRoutes[kind].save, { params: { itemId, locale }, body: input }),
};
