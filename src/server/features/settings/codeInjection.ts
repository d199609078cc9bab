import { codeInjectionSchema, type CodeInjection } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";

/** The key of the website's extra settings that holds its header and footer code. */
export const CODE_INJECTION_KEY = "codeInjection";

/** A site's header and footer code; none when unset or malformed (an imported file, for instance). */
export function codeInjectionOf(website: Pick<Website, "extraSettings">): CodeInjection {
  const parsed = codeInjectionSchema.safeParse(website.extraSettings[CODE_INJECTION_KEY]);
  return parsed.success ? parsed.data : { header: "", footer: "" };
}
