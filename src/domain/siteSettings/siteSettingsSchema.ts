import { z } from "zod";
import { HOST_PATTERN, HOST_RULE_MESSAGE, IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE, isIanaTimeZone, isLocaleTag, normaliseHost } from "./siteIdentity";

/** The key of a website's extra settings that holds its header and footer code. */
export const CODE_INJECTION_SETTINGS_KEY = "codeInjection";

/** Longest site title. */
const MAX_SITE_TITLE_LENGTH = 200;
/** Custom domains one site may have. */
export const MAX_CUSTOM_DOMAINS = 50;
/** Longest header or footer code an owner may inject, in characters. */
export const MAX_INJECTED_CODE_LENGTH = 50_000;

/**
 * The general settings of a site as the settings screen and `PUT /api/config/site/settings`
 * exchange them. The browser and the server run this same schema.
 */
export const generalSettingsSchema = z.strictObject({
  title: z.string().trim().min(1, "must not be empty.").max(MAX_SITE_TITLE_LENGTH, `must be at most ${MAX_SITE_TITLE_LENGTH} characters.`),
  identifier: z.string().trim().toLowerCase().regex(IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE),
  locale: z.string().trim().refine(isLocaleTag, "is not a locale such as en-US."),
  timeZone: z.string().trim().refine(isIanaTimeZone, "is not a time zone such as Europe/Paris."),
  developerMode: z.boolean(),
  cloneable: z.boolean(),
  useEscapeKeyToLogin: z.boolean(),
});

/** General site settings, as validated. */
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** A custom domain to add: the host (normalised before checking) and whether it is primary. */
export const newDomainSchema = z.strictObject({
  host: z.string().max(300, HOST_RULE_MESSAGE).transform(normaliseHost).pipe(z.string().regex(HOST_PATTERN, HOST_RULE_MESSAGE)),
  primary: z.boolean().default(false),
});

/** Code injected into every page: `header` at the end of head, `footer` at the end of body. */
export const codeInjectionSchema = z.strictObject({
  header: z.string().max(MAX_INJECTED_CODE_LENGTH, `must be at most ${MAX_INJECTED_CODE_LENGTH} characters.`),
  footer: z.string().max(MAX_INJECTED_CODE_LENGTH, `must be at most ${MAX_INJECTED_CODE_LENGTH} characters.`),
});

/** Header and footer code of a site. */
export type CodeInjection = z.infer<typeof codeInjectionSchema>;
