import { CODE_INJECTION_SETTINGS_KEY, codeInjectionSchema, type CodeInjection } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";

/** A site's header and footer code; none when unset or malformed (an imported file, for instance). */
export function codeInjectionOf(website: Pick<Website, "extraSettings">): CodeInjection {
  const parsed = codeInjectionSchema.safeParse(website.extraSettings[CODE_INJECTION_SETTINGS_KEY]);
  return parsed.success ? parsed.data : { header: "", footer: "" };
}

/** Header and footer code by website record: a site change brings a new record, so each record's code is read once. */
const keptCode = new WeakMap<Website, CodeInjection>();

/** A site's header and footer code as codeInjectionOf gives it, read once per website record (pages need it at every render). */
export function keptCodeInjectionOf(website: Website): CodeInjection {
  let code = keptCode.get(website);
  if (code === undefined) {
    code = codeInjectionOf(website);
    keptCode.set(website, code);
  }
  return code;
}
