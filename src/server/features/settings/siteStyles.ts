import { DEFAULT_SITE_STYLES, SITE_STYLES_SETTINGS_KEY, siteStylesSchema, type SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import type { Website } from "../sites/websiteRecord";

/** A site's styles; Tessera's own look when unset or malformed (an imported file, for instance). */
export function siteStylesOf(website: Pick<Website, "extraSettings">): SiteStyles {
  const parsed = siteStylesSchema.safeParse(website.extraSettings[SITE_STYLES_SETTINGS_KEY] ?? {});
  return parsed.success ? parsed.data : DEFAULT_SITE_STYLES;
}
