import type { FastifyInstance } from "fastify";
import type { Updateable } from "kysely";
import type { WebsiteRow } from "../../../db/schema";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import {
  announcementBarInputSchema,
  cookieBannerInputSchema,
  mobileInfoBarInputSchema,
  popupOverlayInputSchema,
} from "../../../domain/visitorSettings/visitorSettingsSchemas";
import { cookieBannerApiSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { websitesRepository } from "../sites/websitesRepository";
import type { Website } from "../sites/websiteRecord";
import { ANNOUNCEMENT_BAR_KEY, announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf, storedCookieBanner } from "./visitorSettingsPresenter";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/**
 * The owner's visitor-facing settings under /api/config/site/ (settings permission): cookie
 * banner, popup overlay, announcement bar and mobile info bar. GET answers the normalised
 * settings; PUT takes the whole object, checks it, stores it normalised, drops the site's
 * cached pages and answers what was saved.
 */
export async function registerVisitorSettingsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const save = async (website: Website, patch: Updateable<WebsiteRow>): Promise<Website> => {
    await services.db
      .updateTable("websites")
      .set({ ...patch, updatedAt: services.clock.now().toISOString() })
      .where("id", "=", website.id)
      .execute();
    const saved = await websitesRepository.findById(services.db, website.id);
    if (!saved) throw notFound("No such site.");
    return saved;
  };

  app.get("/api/config/site/cookie-banner", { config: settingsRead }, async (request) => cookieBannerOf(requireSite(request)));
  app.put("/api/config/site/cookie-banner", { config: settingsWrite }, async (request) => {
    const { isRestrictiveCookiePolicyEnabled: _derived, isVisitorDataRestricted: _inverse, ...input } = parseInput(cookieBannerInputSchema, request.body);
    const website = requireSite(request);
    const stored = storedCookieBanner(input);
    const saved = await save(website, { cookieSettingsJson: JSON.stringify({ ...website.cookieSettings, ...stored }) });
    return { ...cookieBannerApiSettings(saved.cookieSettings) };
  });

  app.get("/api/config/site/popup-overlay", { config: settingsRead }, async (request) => popupOverlayOf(requireSite(request)));
  app.put("/api/config/site/popup-overlay", { config: settingsWrite }, async (request) => {
    const input = parseInput(popupOverlayInputSchema, request.body);
    const website = requireSite(request);
    return popupOverlayOf(await save(website, { popupOverlaySettingsJson: JSON.stringify({ ...website.popupOverlaySettings, ...input }) }));
  });

  app.get("/api/config/site/announcement-bar", { config: settingsRead }, async (request) => announcementBarOf(requireSite(request)));
  app.put("/api/config/site/announcement-bar", { config: settingsWrite }, async (request) => {
    const { isEnabled, ...content } = parseInput(announcementBarInputSchema, request.body);
    const website = requireSite(request);
    const extra = { ...website.extraSettings, [ANNOUNCEMENT_BAR_KEY]: content };
    return announcementBarOf(await save(website, { showAnnouncementBar: isEnabled ? 1 : 0, extraSettingsJson: JSON.stringify(extra) }));
  });

  app.get("/api/config/site/mobile-info-bar", { config: settingsRead }, async (request) => mobileInfoBarOf(requireSite(request)));
  app.put("/api/config/site/mobile-info-bar", { config: settingsWrite }, async (request) => {
    const input = parseInput(mobileInfoBarInputSchema, request.body);
    const website = requireSite(request);
    return mobileInfoBarOf(await save(website, { mobileInfoBarSettingsJson: JSON.stringify({ ...website.mobileInfoBarSettings, ...input }) }));
  });
}
