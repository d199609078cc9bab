import { z } from "zod";
import { connectionInputSchema, languagesInputSchema } from "../siteSettings/multilingualSchema";
import type { ApiRoute } from "./route";
import { TRANSLATION_STATES, translationFieldsSchema } from "../translations/translationModel";

/** An additional language as the multilingual routes answer it. */
const languageSchema = z.object({ locale: z.string(), pathPrefix: z.string(), translatedIds: z.array(z.string()), connected: z.boolean() });

/** The answer of every `/api/multilingual` settings call: the site's primary locale, its additional languages and the translation service connection. */
export const multilingualSettingsSchema = z.object({
  primaryLocale: z.string(),
  languages: z.array(languageSchema),
  connection: z.object({ service: z.string(), account: z.string(), connectedAt: z.string() }).nullable(),
});

/** The answer of `GET /api/multilingual/status`: translation progress (0–100) per additional language. */
export const languageStatusSchema = z.object({
  primaryLocale: z.string(),
  totalPages: z.number(),
  languages: z.array(
    z.object({
      locale: z.string(),
      pathPrefix: z.string(),
      connected: z.boolean(),
      /** Pages whose translation is saved and whose primary text has not changed since. */
      translatedPages: z.number(),
      /** Pages whose translation is marked so, or whose primary text changed after it was saved. */
      needsTranslationPages: z.number(),
      /** Pages with no translation into the language. */
      missingPages: z.number(),
      progress: z.number(),
    }),
  ),
});

/** The page a translation call is about. */
const pageParamsSchema = z.object({ pageId: z.string().max(40) });

/** The page and language a translation is saved for. */
const pageLocaleParamsSchema = pageParamsSchema.extend({ locale: z.string().min(1).max(40) });

/** What `PUT /api/multilingual/translations/pages/:pageId/:locale` takes: the translated texts by field, and whether it still needs translating. */
export const pageTranslationInputSchema = z.strictObject({
  fields: translationFieldsSchema,
  needsTranslation: z.boolean().default(false),
});

/** A page's texts in the primary language beside their translation into each additional language: the side-by-side view. */
export const pageTranslationsSchema = z.object({
  pageId: z.string(),
  primaryLocale: z.string(),
  /** The page's texts in the primary language: its title, then its blocks' texts in order. */
  texts: z.array(z.object({ name: z.string(), of: z.string(), text: z.string() })),
  languages: z.array(
    z.object({
      locale: z.string(),
      pathPrefix: z.string(),
      /** Missing until a translation is saved. */
      state: z.enum([...TRANSLATION_STATES, "missing"]),
      fields: z.record(z.string(), z.string()),
      updatedAt: z.string().nullable(),
    }),
  ),
});

/** What `PUT /api/multilingual/languages` takes: the whole list of additional languages. */
export const languagesUpdateSchema = languagesInputSchema;

/** What `PUT /api/multilingual/connection` takes: which translation service, under which account. */
const connectionUpdateSchema = connectionInputSchema;

/** The multilingual settings' routes (settings permission): the languages, their translation progress, the translation service connection, and each page's translations. */
export const multilingualRoutes = {
  languages: { method: "GET", url: "/api/multilingual/settings", schema: { response: { 200: multilingualSettingsSchema } } },
  languageStatus: { method: "GET", url: "/api/multilingual/status", schema: { response: { 200: languageStatusSchema } } },
  saveLanguages: { method: "PUT", url: "/api/multilingual/languages", schema: { body: languagesUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  connect: { method: "PUT", url: "/api/multilingual/connection", schema: { body: connectionUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  disconnect: { method: "DELETE", url: "/api/multilingual/connection", schema: { response: { 200: multilingualSettingsSchema } } },
  pageTranslations: {
    method: "GET",
    url: "/api/multilingual/translations/pages/:pageId",
    schema: { params: pageParamsSchema, response: { 200: pageTranslationsSchema } },
  },
  savePageTranslation: {
    method: "PUT",
    url: "/api/multilingual/translations/pages/:pageId/:locale",
    schema: { params: pageLocaleParamsSchema, body: pageTranslationInputSchema, response: { 200: pageTranslationsSchema } },
  },
} satisfies Record<string, ApiRoute>;
