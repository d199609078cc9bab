import type { AnnouncementBarSettings, MobileInfoBarSettings } from "../../domain/visitorSettings/barSettings";
import type { CookieBannerApiSettings } from "../../domain/visitorSettings/cookieBannerSettings";
import type { PopupOverlaySettings } from "../../domain/visitorSettings/popupOverlaySettings";
import { api } from "./client";

/** Each visitor-facing setting object by its route name under /api/config/site/. */
export interface VisitorSettings {
  "cookie-banner": CookieBannerApiSettings;
  "popup-overlay": PopupOverlaySettings;
  "announcement-bar": AnnouncementBarSettings;
  "mobile-info-bar": MobileInfoBarSettings;
}

/** GET and PUT of the cookie banner, popup overlay and bars: PUT takes the whole object and answers the saved one. */
export const visitorSettingsApi = {
  load: <K extends keyof VisitorSettings>(name: K) => api.get<VisitorSettings[K]>(`/api/config/site/${name}`),
  save: <K extends keyof VisitorSettings>(name: K, value: VisitorSettings[K]) => api.put<VisitorSettings[K]>(`/api/config/site/${name}`, value),
};
