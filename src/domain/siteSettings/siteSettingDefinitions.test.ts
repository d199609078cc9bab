import { describe, expect, it } from "vitest";
import { MULTILINGUAL_SETTINGS_KEY } from "./multilingualSchema";
import { SITE_SETTING_DEFINITIONS, type SiteSettingDefinition } from "./siteSettingDefinitions";
import { CODE_INJECTION_SETTINGS_KEY, generalSettingsSchema } from "./siteSettingsSchema";

const definitions: readonly SiteSettingDefinition[] = SITE_SETTING_DEFINITIONS;
/** Every setting at its default (title and identifier, which have none, given by each test). */
const atDefaults = Object.fromEntries(definitions.map((definition) => [definition.key, definition.default]));

describe("the general site settings are defined once", () => {
  it("makes the settings schema from the definitions, key for key", () => {
    expect(Object.keys(generalSettingsSchema.shape)).toEqual(definitions.map((d) => d.key));
  });

  it("uses distinct keys that do not clash with the other extra settings", () => {
    const keys = definitions.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(CODE_INJECTION_SETTINGS_KEY);
    expect(keys).not.toContain(MULTILINGUAL_SETTINGS_KEY);
  });

  it("gives every setting with a default one its schema accepts, and one to each kept in extraSettings", () => {
    for (const definition of definitions) {
      if (definition.storage === "extraSettings") expect(definition.default, definition.key).toBeDefined();
      if (definition.default !== undefined) expect(definition.schema.safeParse(definition.default).success, definition.key).toBe(true);
    }
  });

  it("keeps the schema's messages and normalisation", () => {
    const result = generalSettingsSchema.safeParse({ ...atDefaults, title: " ", identifier: " Roastery " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["title", "must not be empty."]]);
    expect(generalSettingsSchema.parse({ ...atDefaults, title: "A", identifier: " Roastery " }).identifier).toBe("roastery");
  });

  it("keeps between 1 and 100 page versions, 20 unless the owner chose", () => {
    const kept = definitions.find((d) => d.key === "pageVersionsKept")!;
    expect(kept.default).toBe(20);
    expect([1, 100].map((count) => kept.schema.safeParse(count).success)).toEqual([true, true]);
    expect([0, 101, 2.5].map((count) => kept.schema.safeParse(count).error?.issues[0]?.message)).toEqual([
      "must be at least 1.",
      "must be at most 100.",
      "must be a whole number.",
    ]);
    expect(kept.schema.safeParse("20").success).toBe(false);
  });
});
