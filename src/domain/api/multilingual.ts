import { z } from "zod";
import { connectionInputSchema, languagesInputSchema } from "../siteSettings/multilingualSchema";
import type { ApiRoute } from "./route";

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
  languages: z.array(z.object({ locale: z.string(), pathPrefix: z.string(), connected: z.boolean(), translatedPages: z.number(), progress: z.number() })),
});

/** What `PUT /api/multilingual/languages` takes: the whole list of additional languages. */
export const languagesUpdateSchema = languagesInputSchema;

/** What `PUT /api/multilingual/connection` takes: which translation service, under which account. */
const connectionUpdateSchema = connectionInputSchema;

/** The multilingual settings' routes (settings permission): the languages, their translation progress, and the translation service connection. */
export const multilingualRoutes = {
  languages: { method: "GET", url: "/api/multilingual/settings", schema: { response: { 200: multilingualSettingsSchema } } },
  languageStatus: { method: "GET", url: "/api/multilingual/status", schema: { response: { 200: languageStatusSchema } } },
  saveLanguages: { method: "PUT", url: "/api/multilingual/languages", schema: { body: languagesUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  connect: { method: "PUT", url: "/api/multilingual/connection", schema: { body: connectionUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  disconnect: { method: "DELETE", url: "/api/multilingual/connection", schema: { response: { 200: multilingualSettingsSchema } } },
} satisfies Record<string, ApiRoute>;
