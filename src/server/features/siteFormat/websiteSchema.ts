import { z } from "zod";
import { isId } from "../../../domain/ids";
import { WEBSITE_KIND, isWebsiteKind } from "../../../domain/enumerations/websiteKind";
import { WEBSITE_STATUS, isWebsiteStatus } from "../../../domain/enumerations/websiteStatus";

/** Site identifiers: one DNS label, because the site answers at {identifier}.{appDomain}. */
export const IDENTIFIER_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

const settingsObject = z.record(z.string(), z.unknown());

/** The `website` part of the site file: identity, flags and settings. */
export const websiteSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  identifier: z.string().regex(IDENTIFIER_PATTERN, "must be lowercase letters, digits and inner hyphens (at most 63)."),
  title: z.string().min(1, "must not be empty.").max(200),
  websiteType: z.number().int().refine((v): boolean => isWebsiteKind(v), "is not a website kind code.").default(WEBSITE_KIND.CLASSIC),
  status: z.number().int().refine((v): boolean => isWebsiteStatus(v), "is not a website status code.").default(WEBSITE_STATUS.PAID),
  developerMode: z.boolean().default(false),
  cloneable: z.boolean().default(false),
  locale: z.string().refine(isLocale, "is not a locale such as en-US.").default("en-US"),
  timeZone: z.string().refine(isTimeZone, "is not a time zone such as Europe/Paris.").default("UTC"),
  disqusShortname: z.string().max(100).default(""),
  commentsEnabled: z.boolean().default(false),
  showAnnouncementBar: z.boolean().default(false),
  useEscapeKeyToLogin: z.boolean().default(false),
  storeSettings: settingsObject.default({}),
  popupOverlaySettings: settingsObject.default({}),
  mobileInfoBarSettings: settingsObject.default({}),
  pinterestOverlayOptions: settingsObject.default({}),
  cookieSettings: settingsObject.default({}),
  extraSettings: settingsObject.default({}),
  passwordHash: z.string().max(500).nullable().default(null),
  templateId: z.string().max(100).default("tessera-classic"),
  templateVersion: z.string().max(20).default("8"),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});

/** The `website` part as parsed. */
export type SiteFileWebsite = z.infer<typeof websiteSchema>;
