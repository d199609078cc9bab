import { z } from "zod";
import { describe, expect, it } from "vitest";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { SITE_SETTING_DEFINITIONS, type SiteSettingDefinition } from "../../../domain/siteSettings/siteSettingDefinitions";
import type { GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import { websiteFromRow } from "../sites/websiteRecord";
import {
  generalExtraSettingSchemas,
  generalSettingsInContext,
  generalSettingsOf,
  generalSettingsWritePermission,
  generalSettingsWrites,
} from "./generalSettings";

function website(extraSettings: Record<string, unknown> = {}) {
  return websiteFromRow({
    id: "a".repeat(24),
    identifier: "roastery",
    title: "The Roastery",
    websiteType: 1,
    status: 1,
    developerMode: 0,
    cloneable: 1,
    locale: "fr-FR",
    timeZone: "Europe/Paris",
    disqusShortname: "",
    commentsEnabled: 0,
    showAnnouncementBar: 0,
    useEscapeKeyToLogin: 1,
    storeSettingsJson: "{}",
    popupOverlaySettingsJson: "{}",
    mobileInfoBarSettingsJson: "{}",
    pinterestOverlayOptionsJson: "{}",
    cookieSettingsJson: "{}",
    extraSettingsJson: JSON.stringify(extraSettings),
    passwordHash: null,
    templateId: "tessera-classic",
    templateVersion: "8",
    version: 1,
    stockVersion: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  });
}

/** A setting as a new one would be added: kept in extraSettings, shown in the site context. */
const showBreadcrumbs: SiteSettingDefinition = {
  key: "showBreadcrumbs",
  schema: z.boolean(),
  default: true,
  write: PERMISSION.SETTINGS,
  storage: "extraSettings",
  context: "websiteSettings",
  control: { kind: "checkbox", label: "Breadcrumbs", description: "Pages show where they sit in the site." },
};
const withNew = [...SITE_SETTING_DEFINITIONS, showBreadcrumbs];

/** The keys of the definitions a part of the site context carries. */
function keysInContext(part: "website" | "websiteSettings", definitions: readonly SiteSettingDefinition[] = SITE_SETTING_DEFINITIONS) {
  return definitions.filter((definition) => definition.context === part).map((definition) => definition.key);
}

/** The definitions kept in the website's extraSettings. */
function extraDefinitions(definitions: readonly SiteSettingDefinition[] = SITE_SETTING_DEFINITIONS) {
  return definitions.filter((definition) => definition.storage === "extraSettings");
}

describe("general settings follow their definitions", () => {
  it("reads the column-backed settings of a site, and every other setting at its default", () => {
    const settings = generalSettingsOf(website()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      title: "The Roastery",
      identifier: "roastery",
      locale: "fr-FR",
      timeZone: "Europe/Paris",
      useEscapeKeyToLogin: true,
      developerMode: false,
      cloneable: true,
    });
    expect(Object.keys(settings)).toEqual(SITE_SETTING_DEFINITIONS.map((definition) => definition.key));
    for (const definition of extraDefinitions()) expect(settings[definition.key], definition.key).toEqual(definition.default);
    expect(generalSettingsInContext(website(), "website")).toMatchObject({ identifier: "roastery", developerMode: false, cloneable: true });
    expect(generalSettingsInContext(website(), "websiteSettings")).toMatchObject({ useEscapeKeyToLogin: true, mapTileUrl: "" });
    expect(Object.keys(generalSettingsInContext(website(), "website"))).toEqual(keysInContext("website"));
    expect(Object.keys(generalSettingsInContext(website(), "websiteSettings"))).toEqual(keysInContext("websiteSettings"));
  });

  it("reads a setting kept in extraSettings, with its default when it is absent or fails its schema", () => {
    expect(generalSettingsOf(website({ showBreadcrumbs: false }), withNew)).toMatchObject({ showBreadcrumbs: false });
    expect(generalSettingsOf(website(), withNew)).toMatchObject({ showBreadcrumbs: true });
    expect(generalSettingsOf(website({ showBreadcrumbs: "yes" }), withNew)).toMatchObject({ showBreadcrumbs: true });
    const context = generalSettingsInContext(website({ showBreadcrumbs: false }), "websiteSettings", withNew);
    expect(context).toMatchObject({ useEscapeKeyToLogin: true, showBreadcrumbs: false });
    expect(Object.keys(context)).toEqual(keysInContext("websiteSettings", withNew));
  });

  it("writes columns with flags as 0 and 1, and extra settings by key", () => {
    const settings = { ...generalSettingsOf(website()), showBreadcrumbs: false } as GeneralSettings;
    const writes = generalSettingsWrites(settings, withNew);
    expect(writes.columns).toEqual({
      title: "The Roastery",
      identifier: "roastery",
      locale: "fr-FR",
      timeZone: "Europe/Paris",
      useEscapeKeyToLogin: 1,
      developerMode: 0,
      cloneable: 1,
      commentsEnabled: 0,
      disqusShortname: "",
    });
    expect(writes.extraSettings).toMatchObject({ pageVersionsKept: 20, mapTileUrl: "", showBreadcrumbs: false });
    expect(Object.keys(writes.extraSettings)).not.toContain("title");
  });

  it("gives site files the schemas of the settings kept in extraSettings", () => {
    const pageVersionsKept = SITE_SETTING_DEFINITIONS.find((definition) => definition.key === "pageVersionsKept")!.schema;
    expect(generalExtraSettingSchemas()).toContainEqual(["pageVersionsKept", pageVersionsKept]);
    expect(generalExtraSettingSchemas().map(([key]) => key)).not.toContain("title");
    expect(generalExtraSettingSchemas().map(([key]) => key)).not.toContain("showBreadcrumbs");
    expect(generalExtraSettingSchemas(withNew)).toContainEqual(["showBreadcrumbs", showBreadcrumbs.schema]);
  });

  it("writes them all under the one permission they name", () => {
    expect(generalSettingsWritePermission()).toBe(PERMISSION.SETTINGS);
    expect(() => generalSettingsWritePermission([...withNew, { ...showBreadcrumbs, key: "other", write: PERMISSION.CONTENT_MANAGER }])).toThrow(
      "General settings must share one write permission; give a setting with another its own route.",
    );
  });
});
