import { z } from "zod";
import type { ApiRoute } from "./route";
import {
  COOKIE_BANNER_ACCEPT_TYPE,
  COOKIE_BANNER_BAR_POSITION,
  COOKIE_BANNER_CTA_VARIANT,
  COOKIE_BANNER_POPUP_POSITION,
  COOKIE_BANNER_THEME,
  COOKIE_BANNER_VARIANT,
} from "../enumerations/cookieBanner";
import type { AnnouncementBarSettings, MobileInfoBarSettings } from "../visitorSettings/barSettings";
import type { CookieBannerApiSettings } from "../visitorSettings/cookieBannerSettings";
import { POPUP_OVERLAY_STYLE, type PopupOverlaySettings } from "../visitorSettings/popupOverlaySettings";
import {
  announcementBarInputSchema,
  cookieBannerInputSchema,
  mobileInfoBarInputSchema,
  popupOverlayInputSchema,
} from "../visitorSettings/visitorSettingsSchemas";

const values = <T extends Record<string, string>>(table: T) => Object.values(table) as [T[keyof T], ...T[keyof T][]];

/** The cookie banner as `GET`/`PUT /api/config/site/cookie-banner` answer it: every stored setting and the two derived flags. */
const cookieBannerSchema = z.object({
  isCookieBannerEnabled: z.boolean(),
  cookieBannerVariant: z.enum(values(COOKIE_BANNER_VARIANT)),
  cookieBannerPosition: z.enum([...values(COOKIE_BANNER_BAR_POSITION), ...values(COOKIE_BANNER_POPUP_POSITION)]),
  cookieBannerTheme: z.enum(values(COOKIE_BANNER_THEME)),
  cookieBannerCtaVariant: z.enum(values(COOKIE_BANNER_CTA_VARIANT)),
  cookieBannerAcceptType: z.enum(values(COOKIE_BANNER_ACCEPT_TYPE)),
  cookieBannerText: z.string(),
  cookieBannerCtaText: z.string(),
  cookieBannerOptOutCtaText: z.string(),
  isActivityLogEnabled: z.boolean(),
  isAnalyticsCookiesDisabled: z.boolean(),
  isRestrictiveCookiePolicyAbsolute: z.boolean(),
  keepVisitorCookiesAfterDecline: z.boolean(),
  isRestrictiveCookiePolicyEnabled: z.boolean(),
  isVisitorDataRestricted: z.boolean(),
}) satisfies z.ZodType<CookieBannerApiSettings>;

/** The popup overlay as `GET`/`PUT /api/config/site/popup-overlay` answer it. */
const popupOverlaySchema = z.object({
  isEnabled: z.boolean(),
  style: z.enum(values(POPUP_OVERLAY_STYLE)),
  version: z.number(),
  showUntilSignup: z.boolean(),
  displayFrequency: z.number(),
  enableMobile: z.boolean(),
  title: z.string(),
  message: z.string(),
  ctaText: z.string(),
  ctaUrl: z.string(),
  formId: z.string(),
}) satisfies z.ZodType<PopupOverlaySettings>;

/** The answer of `GET /api/config/site/popup-overlay/forms`: the site's forms the popup can show (those with an email field). */
const popupFormChoicesSchema = z.object({ forms: z.array(z.object({ id: z.string(), name: z.string() })) });

/** The announcement bar as `GET`/`PUT /api/config/site/announcement-bar` answer it. */
const announcementBarSchema = z.object({ isEnabled: z.boolean(), text: z.string(), linkUrl: z.string() }) satisfies z.ZodType<AnnouncementBarSettings>;

/** The mobile info bar as `GET`/`PUT /api/config/site/mobile-info-bar` answer it. */
const mobileInfoBarSchema = z.object({
  isEnabled: z.boolean(),
  theme: z.enum(values(COOKIE_BANNER_THEME)),
  text: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
}) satisfies z.ZodType<MobileInfoBarSettings>;

/** What `PUT /api/config/site/cookie-banner` takes; the derived flags may be sent back and are ignored. */
const cookieBannerUpdateSchema = cookieBannerInputSchema;

/** What `PUT /api/config/site/popup-overlay` takes. */
const popupOverlayUpdateSchema = popupOverlayInputSchema;

/** What `PUT /api/config/site/announcement-bar` takes. */
const announcementBarUpdateSchema = announcementBarInputSchema;

/** What `PUT /api/config/site/mobile-info-bar` takes. */
const mobileInfoBarUpdateSchema = mobileInfoBarInputSchema;

/** One setting object's pair of routes under /api/config/site/: GET answers it, PUT takes the whole object and answers what was saved. */
function settingRoutes<Answer extends z.ZodType, Update extends z.ZodType>(name: string, answer: Answer, update: Update) {
  const url = `/api/config/site/${name}`;
  return {
    read: { method: "GET", url, schema: { response: { 200: answer } } },
    save: { method: "PUT", url, schema: { body: update, response: { 200: answer } } },
  } as const satisfies Record<string, ApiRoute>;
}

/** The forms the owner may pick for the popup (settings permission). */
export const popupFormRoutes = {
  choices: { method: "GET", url: "/api/config/site/popup-overlay/forms", schema: { response: { 200: popupFormChoicesSchema } } },
} as const satisfies Record<string, ApiRoute>;

/** The visitor-facing settings' routes by their name under /api/config/site/ (settings permission). */
export const visitorSettingsRoutes = {
  "cookie-banner": settingRoutes("cookie-banner", cookieBannerSchema, cookieBannerUpdateSchema),
  "popup-overlay": settingRoutes("popup-overlay", popupOverlaySchema, popupOverlayUpdateSchema),
  "announcement-bar": settingRoutes("announcement-bar", announcementBarSchema, announcementBarUpdateSchema),
  "mobile-info-bar": settingRoutes("mobile-info-bar", mobileInfoBarSchema, mobileInfoBarUpdateSchema),
};
