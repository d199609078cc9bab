import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { summarySchema } from "../../../blocks/summary/schema";
import { widgetRoutes, widgetJsonSchema, type WidgetJson } from "../../../domain/api/widgets";
import { invalid, notFound, unauthorized } from "../../../domain/errors";
import { blockHtmlRenderer } from "../../../site/render/renderBlocks";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { isUnlocked, unlockCookieName } from "../content/lockScreen";
import type { Website } from "../sites/websiteRecord";
import { loadSummary } from "./loadSummary";
import { summariesLoader } from "../../../blocks/summary/summariesLoader";
import { storeTextsOf } from "../../../domain/translations/storeTexts";
import { siteLanguages } from "../multilingual/siteLanguages";

/** Largest request body: the widget JSON's limit with room for its form encoding. */
const WIDGET_BODY_LIMIT = 64 * 1024;

/** The block types GetWidgetRendering renders again, by type name and by code: those whose content comes from other items. */
const RENDERED_TYPES = new Set<string | number>([summarySchema.type, summarySchema.code]);

/** The widget JSON of the form body, read and checked, or a plain refusal. */
function widgetOf(text: string): WidgetJson {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid("The widget JSON could not be read.");
  }
  const widget = parseInput(widgetJsonSchema, parsed);
  if (!RENDERED_TYPES.has(widget.type)) throw invalid("This widget type cannot be rendered.");
  return widget;
}

/** Refuses visitors of a password-protected site who have not unlocked it; signed-in people pass, as on its pages. */
function requireOpenSite(request: FastifyRequest, website: Website, secret: string): void {
  if (!website.passwordHash || request.viewer) return;
  if (!isUnlocked(secret, website.id, website.passwordHash, request.cookies[unlockCookieName(website.id)]))
    throw unauthorized("This site is protected by a password.");
}

/**
 * `POST /api/widget/GetWidgetRendering` (spec 1 §7, spec 2 §7): renders a summary block again
 * from form-encoded widgetJSON (type, id, value, and collectionId for the event summary) and
 * answers its HTML in data.html, the same HTML the block has in a page. The settings are checked
 * by the block's own schema, and only this site's collections are read: another site's
 * collection id is not found. A page in one of the site's additional languages names it
 * (`language`), and the block is rendered in that language's locale and words, as on the page.
 */
export async function registerWidgetRenderingRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...widgetRoutes.rendering,
    bodyLimit: WIDGET_BODY_LIMIT,
    config: { pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      requireOpenSite(request, website, services.config.sessionSecret);
      const widget = widgetOf(request.body.widgetJSON);
      const settings = parseInput(summarySchema.schema, widget.collectionId ? { ...widget.value, collectionId: widget.collectionId } : widget.value);
      const language = siteLanguages(website)
        .slice(1)
        .find((l) => l.locale === request.body.language);
      const translations = language ? await services.sitePages.translations(website, language.locale, false) : undefined;
      const summary = await loadSummary(services.db, website, settings, services.clock.now(), translations);
      if (!summary) throw notFound("No such collection.");
      const render = blockHtmlRenderer(
        {
          websiteId: website.id,
          locale: language?.locale ?? website.locale,
          storeTexts: storeTextsOf(translations),
          pagePath: "",
          pageTitle: "",
          loaded: new Map([[summariesLoader, { [widget.id]: summary }]]),
        },
        null,
      );
      reply.header("Cache-Control", "no-store");
      return { data: { html: render({ id: widget.id, type: summarySchema.type, settings }, false) } };
    },
  });
}
