import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Updateable } from "kysely";
import type { WebsiteRow } from "../../../db/schema";
import { popupFormRoutes, visitorSettingsRoutes } from "../../../domain/api/visitorSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { invalid } from "../../../domain/errors";
import { isPopupForm, POPUP_FORM_REFUSAL } from "../../../domain/visitorSettings/popupForms";
import { cookieBannerApiSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { formsRepository } from "../forms/formsRepository";
import type { Website } from "../sites/websiteRecord";
import { ANNOUNCEMENT_BAR_KEY, announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf, storedCookieBanner } from "./visitorSettingsPresenter";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/**
 * The owner's visitor-facing settings under /api/config/site/ (settings permission): cookie
 * banner, popup overlay, announcement bar and mobile info bar. GET answers the normalised
 * settings; PUT takes the whole object, checks it, stores it normalised, drops the site's
 * cached pages and answers what was saved. The popup's form must be one of the site's forms with
 * an email field, which GET …/popup-overlay/forms lists for the owner to pick from.
 */
export async function registerVisitorSettingsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const save = (website: Website, patch: Updateable<WebsiteRow>): Promise<Website> => services.siteSettings.saveColumns(website.id, patch);

  app.route({ ...visitorSettingsRoutes["cookie-banner"].read, config: settingsRead, handler: async (request) => cookieBannerOf(requireSite(request)) });
  app.route({
    ...visitorSettingsRoutes["cookie-banner"].save,
    config: settingsWrite,
    handler: async (request) => {
      const { isRestrictiveCookiePolicyEnabled: _derived, isVisitorDataRestricted: _inverse, ...input } = request.body;
      const website = requireSite(request);
      const stored = storedCookieBanner(input);
      const saved = await save(website, { cookieSettingsJson: JSON.stringify({ ...website.cookieSettings, ...stored }) });
      return { ...cookieBannerApiSettings(saved.cookieSettings) };
    },
  });

  app.route({ ...visitorSettingsRoutes["popup-overlay"].read, config: settingsRead, handler: async (request) => popupOverlayOf(requireSite(request)) });
  app.route({
    ...popupFormRoutes.choices,
    config: settingsRead,
    handler: async (request) => {
      const forms = await formsRepository.listForms(services.db, requireSite(request).id);
      return { forms: forms.filter(isPopupForm).map((form) => ({ id: form.id, name: form.name })) };
    },
  });
  app.route({
    ...visitorSettingsRoutes["popup-overlay"].save,
    config: settingsWrite,
    handler: async (request) => {
      const input = request.body;
      const website = requireSite(request);
      if (input.formId !== "") {
        const form = await formsRepository.findForm(services.db, website.id, input.formId);
        if (!form || !isPopupForm(form)) throw invalid(POPUP_FORM_REFUSAL, { formId: POPUP_FORM_REFUSAL });
      }
      return popupOverlayOf(await save(website, { popupOverlaySettingsJson: JSON.stringify({ ...website.popupOverlaySettings, ...input }) }));
    },
  });

  app.route({ ...visitorSettingsRoutes["announcement-bar"].read, config: settingsRead, handler: async (request) => announcementBarOf(requireSite(request)) });
  app.route({
    ...visitorSettingsRoutes["announcement-bar"].save,
    config: settingsWrite,
    handler: async (request) => {
      const { isEnabled, ...content } = request.body;
      const website = requireSite(request);
      const extra = { ...website.extraSettings, [ANNOUNCEMENT_BAR_KEY]: content };
      return announcementBarOf(await save(website, { showAnnouncementBar: isEnabled ? 1 : 0, extraSettingsJson: JSON.stringify(extra) }));
    },
  });

  app.route({ ...visitorSettingsRoutes["mobile-info-bar"].read, config: settingsRead, handler: async (request) => mobileInfoBarOf(requireSite(request)) });
  app.route({
    ...visitorSettingsRoutes["mobile-info-bar"].save,
    config: settingsWrite,
    handler: async (request) => {
      const input = request.body;
      const website = requireSite(request);
      return mobileInfoBarOf(await save(website, { mobileInfoBarSettingsJson: JSON.stringify({ ...website.mobileInfoBarSettings, ...input }) }));
    },
  });
}
