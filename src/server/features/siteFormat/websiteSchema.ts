import { z } from "zod";
import { isId } from "../../../domain/ids";
import { WEBSITE_KIND, isWebsiteKind } from "../../../domain/enumerations/websiteKind";
import { WEBSITE_STATUS, isWebsiteStatus } from "../../../domain/enumerations/websiteStatus";
import { MULTILINGUAL_SETTINGS_KEY, storedMultilingualSchema } from "../../../domain/siteSettings/multilingualSchema";
import { CODE_INJECTION_SETTINGS_KEY, codeInjectionSchema } from "../../../domain/siteSettings/siteSettingsSchema";
import { SITE_STYLES_SETTINGS_KEY, siteStylesSchema } from "../../../domain/siteStyles/siteStylesSchema";
import { generalExtraSettingSchemas } from "../settings/generalSettings";
import { IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE, isIanaTimeZone, isLocaleTag } from "../../../domain/siteSettings/siteIdentity";

// Free-form: each key Tessera reads is checked against its own setting's schema (extraSettingsObject below).
const settingsObject = z.record(z.string(), z.unknown());

/** Extra settings whose keys Tessera reads (general settings kept there among them) are checked against their own schemas. */
const extraSettingsObject = settingsObject.superRefine((value, context) => {
  const known: [string, z.ZodType][] = [
    [CODE_INJECTION_SETTINGS_KEY, codeInjectionSchema],
    [MULTILINGUAL_SETTINGS_KEY, storedMultilingualSchema],
    [SITE_STYLES_SETTINGS_KEY, siteStylesSchema],
    ...generalExtraSettingSchemas(),
  ];
  for (const [key, schema] of known) {
    if (!(key in value)) continue;
    const result = schema.safeParse(value[key]);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      context.addIssue({ code: "custom", path: [key, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))], message: issue.message });
    }
  }
});

/** The `website` part of the site file: identity, flags and settings. */
export const websiteSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  identifier: z.string().regex(IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE),
  title: z.string().min(1, "must not be empty.").max(200),
  websiteType: z
    .number()
    .int()
    .refine((v): boolean => isWebsiteKind(v), "is not a website kind code.")
    .default(WEBSITE_KIND.CLASSIC),
  status: z
    .number()
    .int()
    .refine((v): boolean => isWebsiteStatus(v), "is not a website status code.")
    .default(WEBSITE_STATUS.PAID),
  developerMode: z.boolean().default(false),
  cloneable: z.boolean().default(false),
  locale: z.string().refine(isLocaleTag, "is not a locale such as en-US.").default("en-US"),
  timeZone: z.string().refine(isIanaTimeZone, "is not a time zone such as Europe/Paris.").default("UTC"),
  disqusShortname: z.string().max(100).default(""),
  commentsEnabled: z.boolean().default(false),
  showAnnouncementBar: z.boolean().default(false),
  useEscapeKeyToLogin: z.boolean().default(false),
  storeSettings: settingsObject.default({}),
  popupOverlaySettings: settingsObject.default({}),
  mobileInfoBarSettings: settingsObject.default({}),
  pinterestOverlayOptions: settingsObject.default({}),
  cookieSettings: settingsObject.default({}),
  extraSettings: extraSettingsObject.default({}),
  passwordHash: z.string().max(500).nullable().default(null),
  templateId: z.string().max(100).default("tessera-classic"),
  templateVersion: z.string().max(20).default("8"),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});

/** The `website` part as parsed. */
export type SiteFileWebsite = z.infer<typeof websiteSchema>;
