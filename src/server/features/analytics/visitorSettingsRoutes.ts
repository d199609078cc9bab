import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Updateable } from "kysely";
import type { WebsiteRow } from "../../../db/schema";
import {
  announcementBarSchema,
  announcementBarUpdateSchema,
  cookieBannerSchema,
  cookieBannerUpdateSchema,
  mobileInfoBarSchema,
  mobileInfoBarUpdateSchema,
  popupOverlaySchema,
  popupOverlayUpdateSchema,
} from "../../../domain/api/visitorSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { cookieBannerApiSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import { ANNOUNCEMENT_BAR_KEY, announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf, storedCookieBanner } from "./visitorSettingsPresenter";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/** Each setting object's GET and PUT declarations: the settings permission and the object's contract. */
const cookieBanner = {
  read: { config: settingsRead, schema: { response: { 200: cookieBannerSchema } } },
  write: { config: settingsWrite, schema: { body: cookieBannerUpdateSchema, response: { 200: cookieBannerSchema } } },
};
const popupOverlay = {
  read: { config: settingsRead, schema: { response: { 200: popupOverlaySchema } } },
  write: { config: settingsWrite, schema: { body: popupOverlayUpdateSchema, response: { 200: popupOverlaySchema } } },
};
const announcementBar = {
  read: { config: settingsRead, schema: { response: { 200: announcementBarSchema } } },
  write: { config: settingsWrite, schema: { body: announcementBarUpdateSchema, response: { 200: announcementBarSchema } } },
};
const mobileInfoBar = {
  read: { config: settingsRead, schema: { response: { 200: mobileInfoBarSchema } } },
  write: { config: settingsWrite, schema: { body: mobileInfoBarUpdateSchema, response: { 200: mobileInfoBarSchema } } },
};

/**
 * The owner's visitor-facing settings under /api/config/site/ (settings permission): cookie
 * banner, popup overlay, announcement bar and mobile info bar. GET answers the normalised
 * settings; PUT takes the whole object, checks it, stores it normalised, drops the site's
 * cached pages and answers what was saved.
 */
export async function registerVisitorSettingsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const save = (website: Website, patch: Updateable<WebsiteRow>): Promise<Website> => services.siteSettings.saveColumns(website.id, patch);

  app.get("/api/config/site/cookie-banner", cookieBanner.read, async (request) => cookieBannerOf(requireSite(request)));
  app.put("/api/config/site/cookie-banner", cookieBanner.write, async (request) => {
    const { isRestrictiveCookiePolicyEnabled: _derived, isVisitorDataRestricted: _inverse, ...input } = request.body;
    const website = requireSite(request);
    const stored = storedCookieBanner(input);
    const saved = await save(website, { cookieSettingsJson: JSON.stringify({ ...website.cookieSettings, ...stored }) });
    return { ...cookieBannerApiSettings(saved.cookieSettings) };
  });

  app.get("/api/config/site/popup-overlay", popupOverlay.read, async (request) => popupOverlayOf(requireSite(request)));
  app.put("/api/config/site/popup-overlay", popupOverlay.write, async (request) => {
    const input = request.body;
    const website = requireSite(request);
    return popupOverlayOf(await save(website, { popupOverlaySettingsJson: JSON.stringify({ ...website.popupOverlaySettings, ...input }) }));
  });

  app.get("/api/config/site/announcement-bar", announcementBar.read, async (request) => announcementBarOf(requireSite(request)));
  app.put("/api/config/site/announcement-bar", announcementBar.write, async (request) => {
    const { isEnabled, ...content } = request.body;
    const website = requireSite(request);
    const extra = { ...website.extraSettings, [ANNOUNCEMENT_BAR_KEY]: content };
    return announcementBarOf(await save(website, { showAnnouncementBar: isEnabled ? 1 : 0, extraSettingsJson: JSON.stringify(extra) }));
  });

  app.get("/api/config/site/mobile-info-bar", mobileInfoBar.read, async (request) => mobileInfoBarOf(requireSite(request)));
  app.put("/api/config/site/mobile-info-bar", mobileInfoBar.write, async (request) => {
    const input = request.body;
    const website = requireSite(request);
    return mobileInfoBarOf(await save(website, { mobileInfoBarSettingsJson: JSON.stringify({ ...website.mobileInfoBarSettings, ...input }) }));
  });
}
