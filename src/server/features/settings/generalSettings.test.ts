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

/** The map tile settings of a site that never set them. */
const NO_MAP_TILES = { mapTileUrl: "", mapTileAttribution: "", mapLabelsTileUrl: "", mapTerrainTileUrl: "", mapSatelliteTileUrl: "" };
/** Each map tile setting's key with its schema, as site files check them. */
const MAP_TILE_SCHEMAS = Object.keys(NO_MAP_TILES).map((key) => [key, SITE_SETTING_DEFINITIONS.find((definition) => definition.key === key)!.schema]);

describe("general settings follow their definitions", () => {
  it("reads the column-backed settings of a site", () => {
    expect(generalSettingsOf(website())).toEqual({
      title: "The Roastery",
      identifier: "roastery",
      locale: "fr-FR",
      timeZone: "Europe/Paris",
      useEscapeKeyToLogin: true,
      developerMode: false,
      cloneable: true,
      pageVersionsKept: 20,
      ...NO_MAP_TILES,
    });
    expect(generalSettingsInContext(website(), "website")).toEqual({ identifier: "roastery", developerMode: false, cloneable: true });
    expect(generalSettingsInContext(website(), "websiteSettings")).toEqual({ useEscapeKeyToLogin: true, ...NO_MAP_TILES });
  });

  it("reads a setting kept in extraSettings, with its default when it is absent or fails its schema", () => {
    expect(generalSettingsOf(website({ showBreadcrumbs: false }), withNew)).toMatchObject({ showBreadcrumbs: false });
    expect(generalSettingsOf(website(), withNew)).toMatchObject({ showBreadcrumbs: true });
    expect(generalSettingsOf(website({ showBreadcrumbs: "yes" }), withNew)).toMatchObject({ showBreadcrumbs: true });
    expect(generalSettingsInContext(website({ showBreadcrumbs: false }), "websiteSettings", withNew)).toEqual({
      useEscapeKeyToLogin: true,
      ...NO_MAP_TILES,
      showBreadcrumbs: false,
    });
  });

  it("writes columns with flags as 0 and 1, and extra settings by key", () => {
    const settings = { ...generalSettingsOf(website()), showBreadcrumbs: false } as GeneralSettings;
    expect(generalSettingsWrites(settings, withNew)).toEqual({
      columns: {
        title: "The Roastery",
        identifier: "roastery",
        locale: "fr-FR",
        timeZone: "Europe/Paris",
        useEscapeKeyToLogin: 1,
        developerMode: 0,
        cloneable: 1,
      },
      extraSettings: { pageVersionsKept: 20, ...NO_MAP_TILES, showBreadcrumbs: false },
    });
  });

  it("gives site files the schemas of the settings kept in extraSettings", () => {
    const pageVersionsKept = SITE_SETTING_DEFINITIONS.find((definition) => definition.key === "pageVersionsKept")!.schema;
    expect(generalExtraSettingSchemas()).toEqual([["pageVersionsKept", pageVersionsKept], ...MAP_TILE_SCHEMAS]);
    expect(generalExtraSettingSchemas(withNew)).toEqual([
      ["pageVersionsKept", pageVersionsKept],
      ...MAP_TILE_SCHEMAS,
      ["showBreadcrumbs", showBreadcrumbs.schema],
    ]);
  });

  it("writes them all under the one permission they name", () => {
    expect(generalSettingsWritePermission()).toBe(PERMISSION.SETTINGS);
    expect(() => generalSettingsWritePermission([...withNew, { ...showBreadcrumbs, key: "other", write: PERMISSION.CONTENT_MANAGER }])).toThrow(
      "General settings must share one write permission; give a setting with another its own route.",
    );
  });
});
