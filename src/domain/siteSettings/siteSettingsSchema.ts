import { z } from "zod";
import { HOST_PATTERN, HOST_RULE_MESSAGE, normaliseHost } from "./siteIdentity";
import { generalSettingsShape } from "./siteSettingDefinitions";

/** The key of a website's extra settings that holds its header and footer code. */
export const CODE_INJECTION_SETTINGS_KEY = "codeInjection";

/** Custom domains one site may have. */
export const MAX_CUSTOM_DOMAINS = 50;
/** Longest header or footer code an owner may inject, in characters. */
export const MAX_INJECTED_CODE_LENGTH = 50_000;

/**
 * The general settings of a site as the settings screen and `PUT /api/config/site/settings`
 * exchange them, one key per entry of SITE_SETTING_DEFINITIONS. The browser and the server run
 * this same schema.
 */
export const generalSettingsSchema = z.strictObject(generalSettingsShape());

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
