import type { WebsiteRow } from "../../../db/schema";
import type { Permission } from "../../../domain/enumerations/permissions";
import {
  SITE_SETTING_DEFINITIONS,
  type SettingContextPart,
  type SettingsInContext,
  type SiteSettingDefinition,
} from "../../../domain/siteSettings/siteSettingDefinitions";
import type { GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";

const DEFINITIONS: readonly SiteSettingDefinition[] = SITE_SETTING_DEFINITIONS;

// Each function takes the definitions to follow; the application always passes none (all of them),
// tests pass a setting kept in extraSettings to show what a new setting gets without code of its own.

/** A setting's value on a site: its column, or its extra setting when that passes the schema, else its default. */
function valueOf(website: Website, definition: SiteSettingDefinition): unknown {
  if (definition.storage !== "extraSettings") return website[definition.storage];
  const checked = definition.schema.safeParse(website.extraSettings[definition.key]);
  return checked.success ? checked.data : definition.default;
}

/** A site's general settings as the settings API answers them, read through the definitions. */
export function generalSettingsOf(website: Website, definitions = DEFINITIONS): GeneralSettings {
  return Object.fromEntries(definitions.map((definition) => [definition.key, valueOf(website, definition)])) as GeneralSettings;
}

/** The general settings one part of the site context carries, each under its own key. */
export function generalSettingsInContext<P extends SettingContextPart>(website: Website, part: P, definitions = DEFINITIONS): SettingsInContext<P> {
  return Object.fromEntries(
    definitions.filter((definition) => definition.context === part).map((definition) => [definition.key, valueOf(website, definition)]),
  ) as SettingsInContext<P>;
}

/** What saving general settings writes: the backing columns (flags as 0/1) and the extra settings' keys. */
export function generalSettingsWrites(
  settings: GeneralSettings,
  definitions = DEFINITIONS,
): { columns: Partial<WebsiteRow>; extraSettings: Record<string, unknown> } {
  const columns: Record<string, unknown> = {};
  const extraSettings: Record<string, unknown> = {};
  for (const definition of definitions) {
    const value = (settings as Record<string, unknown>)[definition.key];
    if (definition.storage === "extraSettings") extraSettings[definition.key] = value;
    else columns[definition.storage] = typeof value === "boolean" ? (value ? 1 : 0) : value;
  }
  return { columns: columns as Partial<WebsiteRow>, extraSettings };
}

/** The extra settings keys of general settings, with their schemas, so site files check them on import. */
export function generalExtraSettingSchemas(definitions = DEFINITIONS): [string, SiteSettingDefinition["schema"]][] {
  return definitions.filter((definition) => definition.storage === "extraSettings").map((definition) => [definition.key, definition.schema]);
}

/** The permission whose write mode may change the general settings: the one every definition names. */
export function generalSettingsWritePermission(definitions = DEFINITIONS): Permission {
  const permissions = new Set(definitions.map((definition) => definition.write));
  if (permissions.size !== 1) throw new Error("General settings must share one write permission; give a setting with another its own route.");
  return [...permissions][0]!;
}
