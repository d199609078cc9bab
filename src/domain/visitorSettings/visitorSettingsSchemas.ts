import { z } from "zod";
import {
  COOKIE_BANNER_ACCEPT_TYPE,
  COOKIE_BANNER_BAR_POSITION,
  COOKIE_BANNER_CTA_VARIANT,
  COOKIE_BANNER_POPUP_POSITION,
  COOKIE_BANNER_THEME,
  COOKIE_BANNER_VARIANT,
} from "../enumerations/cookieBanner";
import { isValidEmail } from "../forms/fieldRules";
import { isId } from "../ids";
import { BAR_VALUE_LIMITS } from "./barSettings";
import { isOwnerLink } from "./ownerLinks";
import { COOKIE_BANNER_TEXT_LIMITS } from "./cookieBannerSettings";
import { POPUP_OVERLAY_STYLE, POPUP_OVERLAY_VALUE_LIMITS } from "./popupOverlaySettings";
import { POPUP_FORM_REFUSAL } from "./popupForms";

const values = <T extends Record<string, string>>(table: T) => Object.values(table) as [T[keyof T], ...T[keyof T][]];

const LINK_MESSAGE = "must be empty, a page of the site such as /menu, or a web address starting with https://.";
const link = (max: number) => z.string().trim().max(max).refine(isOwnerLink, LINK_MESSAGE).default("");

/** What PUT /api/config/site/cookie-banner accepts; the derived API flags may be sent back and are ignored. */
export const cookieBannerInputSchema = z.strictObject({
  isCookieBannerEnabled: z.boolean(),
  cookieBannerVariant: z.enum(values(COOKIE_BANNER_VARIANT)),
  cookieBannerPosition: z.enum([...values(COOKIE_BANNER_BAR_POSITION), ...values(COOKIE_BANNER_POPUP_POSITION)]),
  cookieBannerTheme: z.enum(values(COOKIE_BANNER_THEME)),
  cookieBannerCtaVariant: z.enum(values(COOKIE_BANNER_CTA_VARIANT)),
  cookieBannerAcceptType: z.enum(values(COOKIE_BANNER_ACCEPT_TYPE)),
  cookieBannerText: z.string().max(COOKIE_BANNER_TEXT_LIMITS.textMaxLength).default(""),
  cookieBannerCtaText: z.string().max(COOKIE_BANNER_TEXT_LIMITS.ctaMaxLength).default(""),
  cookieBannerOptOutCtaText: z.string().max(COOKIE_BANNER_TEXT_LIMITS.ctaMaxLength).default(""),
  isActivityLogEnabled: z.boolean().default(true),
  isAnalyticsCookiesDisabled: z.boolean().default(false),
  isRestrictiveCookiePolicyAbsolute: z.boolean().default(false),
  keepVisitorCookiesAfterDecline: z.boolean().default(false),
  isRestrictiveCookiePolicyEnabled: z.boolean().optional(),
  isVisitorDataRestricted: z.boolean().optional(),
});

const P = POPUP_OVERLAY_VALUE_LIMITS;
/** What PUT /api/config/site/popup-overlay accepts; the server also refuses a form id the site has no form with an email field for. */
export const popupOverlayInputSchema = z.strictObject({
  isEnabled: z.boolean(),
  style: z.enum(values(POPUP_OVERLAY_STYLE)).default(POPUP_OVERLAY_STYLE.CARD),
  version: z.number().int().min(1).max(P.maxVersion),
  showUntilSignup: z.boolean().default(false),
  displayFrequency: z.number().int().min(-1).max(P.maxDisplayFrequency),
  enableMobile: z.boolean().default(true),
  title: z.string().trim().max(P.titleMaxLength).default(""),
  message: z.string().trim().max(P.messageMaxLength).default(""),
  ctaText: z.string().trim().max(P.ctaMaxLength).default(""),
  ctaUrl: link(P.urlMaxLength),
  formId: z
    .string()
    .trim()
    .refine((v) => v === "" || isId(v), POPUP_FORM_REFUSAL)
    .default(""),
});

const B = BAR_VALUE_LIMITS;
/** What PUT /api/config/site/announcement-bar accepts. */
export const announcementBarInputSchema = z.strictObject({
  isEnabled: z.boolean(),
  text: z.string().trim().max(B.textMaxLength).default(""),
  linkUrl: link(B.urlMaxLength),
});

/** What PUT /api/config/site/mobile-info-bar accepts. */
export const mobileInfoBarInputSchema = z.strictObject({
  isEnabled: z.boolean(),
  theme: z.enum(values(COOKIE_BANNER_THEME)).default(COOKIE_BANNER_THEME.DARK),
  text: z.string().trim().max(B.textMaxLength).default(""),
  phoneNumber: z
    .string()
    .trim()
    .max(B.phoneMaxLength)
    .refine((v) => v === "" || /^\+?[\d\s().-]{4,}$/.test(v), "must be a phone number.")
    .default(""),
  emailAddress: z
    .string()
    .trim()
    .max(B.emailMaxLength)
    .refine((v) => v === "" || isValidEmail(v), "must be an email address.")
    .default(""),
});
