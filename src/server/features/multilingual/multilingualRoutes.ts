import type { FastifyInstance } from "fastify";
import { plainFieldErrors } from "../../../domain/api/plainMessages";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { multilingualRoutes, translationRoutes } from "../../../domain/api/multilingual";
import { TRANSLATED_KINDS } from "../../../domain/translations/translationModel";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { invalid } from "../../../domain/errors";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings, type MultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import { websitesRepository } from "../sites/websitesRepository";

const read = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const write = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

function sameLocale(a: string, b: string): boolean {
  return Intl.getCanonicalLocales(a)[0]!.toLowerCase() === Intl.getCanonicalLocales(b)[0]!.toLowerCase();
}

/**
 * Multilingual settings of a site, under /api/multilingual (outside /api/config, so each
 * route declares SETTINGS 12 access itself). The primary language is the site's locale; each
 * additional language has a locale, a path prefix (/fr/...) and the pages and posts already
 * translated; a connection names the translation service feeding the languages. Each page's,
 * post's, product's and form's translations (the list, the side-by-side view, saving) and each
 * language's progress come from TranslationsService.
 */
export async function registerMultilingualRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const load = async (websiteId: string) => {
    const website = await websitesRepository.findById(services.db, websiteId);
    return { primaryLocale: website?.locale ?? "en-US", settings: readMultilingualSettings(website?.extraSettings[MULTILINGUAL_SETTINGS_KEY]) };
  };
  const save = async (websiteId: string, settings: MultilingualSettings) => {
    await services.siteSettings.writeExtraSetting(websiteId, MULTILINGUAL_SETTINGS_KEY, settings);
  };

  app.route({
    ...multilingualRoutes.languages,
    config: read,
    handler: async (request) => {
      const { primaryLocale, settings } = await load(requireSite(request).id);
      return { primaryLocale, ...settings };
    },
  });

  app.route({
    ...multilingualRoutes.languageStatus,
    config: read,
    handler: async (request) => services.translations.status(requireSite(request).id),
  });

  for (const kind of TRANSLATED_KINDS) {
    const routes = translationRoutes[kind];
    app.route({ ...routes.list, config: read, handler: async (request) => services.translations.list(requireSite(request).id, kind) });
    app.route({ ...routes.view, config: read, handler: async (request) => services.translations.view(requireSite(request).id, kind, request.params.itemId) });
    app.route({
      ...routes.save,
      config: write,
      handler: async (request) => services.translations.save(requireSite(request).id, kind, request.params.itemId, request.params.locale, request.body),
    });
  }
  app.route({
    ...multilingualRoutes.saveLanguages,
    config: write,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const { languages } = request.body;
      const { primaryLocale, settings } = await load(websiteId);
      const [collections, layouts] = await Promise.all([
        contentRepository.listCollections(services.db, websiteId),
        contentRepository.listLayouts(services.db, websiteId),
      ]);
      const slugs = new Set(collections.map((c) => c.urlSlug));
      const translatable = new Set(layouts.map((layout) => layout.ownerId));
      const problems: Record<string, string> = {};
      languages.forEach((language, index) => {
        const earlier = languages.slice(0, index);
        if (sameLocale(language.locale, primaryLocale)) problems[`languages[${index}].locale`] = "is the site's primary language.";
        else if (earlier.some((other) => sameLocale(other.locale, language.locale))) problems[`languages[${index}].locale`] = "is listed twice.";
        if (earlier.some((other) => other.pathPrefix === language.pathPrefix)) problems[`languages[${index}].pathPrefix`] = "is used by another language.";
        else if (slugs.has(language.pathPrefix)) problems[`languages[${index}].pathPrefix`] = "is the address of a page of the site.";
        const unknown = language.translatedIds.findIndex((id) => !translatable.has(id));
        if (unknown >= 0) problems[`languages[${index}].translatedIds[${unknown}]`] = "is not a page or post of this site.";
      });
      if (Object.keys(problems).length > 0) throw invalid("Some languages are not valid.", plainFieldErrors(problems));
      const next: MultilingualSettings = {
        connection: settings.connection,
        languages: languages.map((language) => ({ ...language, translatedIds: [...new Set(language.translatedIds)], connected: settings.connection !== null })),
      };
      await save(websiteId, next);
      return { primaryLocale, ...next };
    },
  });

  app.route({
    ...multilingualRoutes.connect,
    config: write,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const input = request.body;
      const { primaryLocale, settings } = await load(websiteId);
      const next: MultilingualSettings = {
        connection: { ...input, connectedAt: services.clock.now().toISOString() },
        languages: settings.languages.map((language) => ({ ...language, connected: true })),
      };
      await save(websiteId, next);
      return { primaryLocale, ...next };
    },
  });

  app.route({
    ...multilingualRoutes.disconnect,
    config: write,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const { primaryLocale, settings } = await load(websiteId);
      const next: MultilingualSettings = { connection: null, languages: settings.languages.map((language) => ({ ...language, connected: false })) };
      await save(websiteId, next);
      return { primaryLocale, ...next };
    },
  });
}
