import type { z } from "zod";
import type {
  announcementBarSchema,
  announcementBarUpdateSchema,
  cookieBannerSchema,
  cookieBannerUpdateSchema,
  mobileInfoBarSchema,
  mobileInfoBarUpdateSchema,
  popupOverlaySchema,
  popupOverlayUpdateSchema,
} from "../../domain/api/visitorSettings";
import { api } from "./client";

/** Each visitor-facing setting object by its route name under /api/config/site/, as the server answers it. */
export interface VisitorSettings {
  "cookie-banner": z.output<typeof cookieBannerSchema>;
  "popup-overlay": z.output<typeof popupOverlaySchema>;
  "announcement-bar": z.output<typeof announcementBarSchema>;
  "mobile-info-bar": z.output<typeof mobileInfoBarSchema>;
}

/** What each PUT takes, by route name. */
interface VisitorSettingsUpdates {
  "cookie-banner": z.input<typeof cookieBannerUpdateSchema>;
  "popup-overlay": z.input<typeof popupOverlayUpdateSchema>;
  "announcement-bar": z.input<typeof announcementBarUpdateSchema>;
  "mobile-info-bar": z.input<typeof mobileInfoBarUpdateSchema>;
}

/** GET and PUT of the cookie banner, popup overlay and bars: PUT takes the whole object and answers the saved one (shapes: src/domain/api/visitorSettings.ts, served in /api/openapi.json). */
export const visitorSettingsApi = {
  load: <K extends keyof VisitorSettings>(name: K) => api.get<VisitorSettings[K]>(`/api/config/site/${name}`),
  save: <K extends keyof VisitorSettings>(name: K, value: VisitorSettingsUpdates[K]) => api.put<VisitorSettings[K]>(`/api/config/site/${name}`, value),
};
