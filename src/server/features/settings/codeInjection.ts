import { CODE_INJECTION_SETTINGS_KEY, codeInjectionSchema, type CodeInjection } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";

/** A site's header and footer code; none when unset or malformed (an imported file, for instance). */
export function codeInjectionOf(website: Pick<Website, "extraSettings">): CodeInjection {
  const parsed = codeInjectionSchema.safeParse(website.extraSettings[CODE_INJECTION_SETTINGS_KEY]);
  return parsed.success ? parsed.data : { header: "", footer: "" };
}
