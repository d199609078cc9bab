import { z } from "zod";
import { connectionInputSchema, languagesInputSchema } from "../siteSettings/multilingualSchema";
import type { ApiRoute } from "./route";
import { TRANSLATED_KINDS, TRANSLATION_STATES, translationFieldsSchema, type TranslatedKind } from "../translations/translationModel";

/** An additional language as the multilingual routes answer it. */
const languageSchema = z.object({ locale: z.string(), pathPrefix: z.string(), translatedIds: z.array(z.string()), connected: z.boolean() });

/** The answer of every `/api/multilingual` settings call: the site's primary locale, its additional languages and the translation service connection. */
export const multilingualSettingsSchema = z.object({
  primaryLocale: z.string(),
  languages: z.array(languageSchema),
  connection: z.object({ service: z.string(), account: z.string(), connectedAt: z.string() }).nullable(),
});

/** How many items of one kind a language has translated, needing translation again, and not translated at all. */
const kindStatusSchema = z.object({ translated: z.number(), needsTranslation: z.number(), missing: z.number() });

/** The answer of `GET /api/multilingual/status`: translation progress (0–100) per additional language, over its pages, shared sections, posts, products, forms, site-wide texts and the store's texts. */
export const languageStatusSchema = z.object({
  primaryLocale: z.string(),
  totalPages: z.number(),
  totalPosts: z.number(),
  totalProducts: z.number(),
  totalForms: z.number(),
  /** The shared sections (the section library's, placed on many pages), each translated once. */
  totalSections: z.number(),
  /** The site-wide texts (the cookie banner's, the bars' and the popup's), translated as one item. */
  totalSiteTexts: z.number(),
  /** The store's texts (the checkout's, the cart's, the order pages' and mails' words), translated as one item. */
  totalStoreTexts: z.number(),
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
      /** The same counts for the site's posts (and events), products, forms, shared sections, site-wide texts and store texts. */
      posts: kindStatusSchema,
      products: kindStatusSchema,
      forms: kindStatusSchema,
      sections: kindStatusSchema,
      siteTexts: kindStatusSchema,
      storeTexts: kindStatusSchema,
      /** The share of all those items translated and up to date. */
      progress: z.number(),
    }),
  ),
});

/** The kinds of item as translation addresses name them (`/api/multilingual/translations/posts/...`). */
export const TRANSLATED_KIND_PATHS = {
  page: "pages",
  section: "sections",
  post: "posts",
  product: "products",
  form: "forms",
  site: "site",
  store: "store",
} as const satisfies Record<TranslatedKind, string>;

/** The item a translation call is about. */
const itemParamsSchema = z.object({ itemId: z.string().max(40) });

/** The item and language a translation is saved for. */
const itemLocaleParamsSchema = itemParamsSchema.extend({ locale: z.string().min(1).max(40) });

/** What `PUT /api/multilingual/translations/<kind>/:itemId/:locale` takes: the translated texts by field, and whether it still needs translating. */
export const translationInputSchema = z.strictObject({
  fields: translationFieldsSchema,
  needsTranslation: z.boolean().default(false),
});

/** An item's texts in the primary language beside their translation into each additional language: the side-by-side view. */
export const itemTranslationsSchema = z.object({
  kind: z.enum(TRANSLATED_KINDS),
  itemId: z.string(),
  primaryLocale: z.string(),
  /**
   * The item's texts in the primary language in order (a page's title, its description, then its blocks' texts); a
   * text block's also as `html`, cleaned as the page shows it, for showing rather than its source.
   */
  texts: z.array(z.object({ name: z.string(), of: z.string(), text: z.string(), html: z.string().optional() })),
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

/** The answer of `GET /api/multilingual/translations/<kind>`: the site's items of that kind an owner may translate, with each language's state. */
export const translatableItemsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** The blog or shop the item is in, "" for pages and forms. */
      group: z.string(),
      states: z.array(z.object({ locale: z.string(), state: z.enum([...TRANSLATION_STATES, "missing"]) })),
    }),
  ),
});

/** The three routes of one kind of item: its list, one item's side-by-side view, and saving its translation into a language. */
function itemRoutes<P extends string>(path: P) {
  return {
    list: { method: "GET", url: `/api/multilingual/translations/${path}`, schema: { response: { 200: translatableItemsSchema } } },
    view: {
      method: "GET",
      url: `/api/multilingual/translations/${path}/:itemId`,
      schema: { params: itemParamsSchema, response: { 200: itemTranslationsSchema } },
    },
    save: {
      method: "PUT",
      url: `/api/multilingual/translations/${path}/:itemId/:locale`,
      schema: { params: itemLocaleParamsSchema, body: translationInputSchema, response: { 200: itemTranslationsSchema } },
    },
  } as const satisfies Record<string, ApiRoute>;
}

/** Each translated kind's routes. */
export const translationRoutes = {
  page: itemRoutes(TRANSLATED_KIND_PATHS.page),
  section: itemRoutes(TRANSLATED_KIND_PATHS.section),
  post: itemRoutes(TRANSLATED_KIND_PATHS.post),
  product: itemRoutes(TRANSLATED_KIND_PATHS.product),
  form: itemRoutes(TRANSLATED_KIND_PATHS.form),
  site: itemRoutes(TRANSLATED_KIND_PATHS.site),
  store: itemRoutes(TRANSLATED_KIND_PATHS.store),
};

/** What `PUT /api/multilingual/languages` takes: the whole list of additional languages. */
export const languagesUpdateSchema = languagesInputSchema;

/** What `PUT /api/multilingual/connection` takes: which translation service, under which account. */
const connectionUpdateSchema = connectionInputSchema;

/** The multilingual settings' routes (settings permission): the languages, their translation progress and the translation service connection (each item's translations: translationRoutes). */
export const multilingualRoutes = {
  languages: { method: "GET", url: "/api/multilingual/settings", schema: { response: { 200: multilingualSettingsSchema } } },
  languageStatus: { method: "GET", url: "/api/multilingual/status", schema: { response: { 200: languageStatusSchema } } },
  saveLanguages: { method: "PUT", url: "/api/multilingual/languages", schema: { body: languagesUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  connect: { method: "PUT", url: "/api/multilingual/connection", schema: { body: connectionUpdateSchema, response: { 200: multilingualSettingsSchema } } },
  disconnect: { method: "DELETE", url: "/api/multilingual/connection", schema: { response: { 200: multilingualSettingsSchema } } },
} satisfies Record<string, ApiRoute>;
