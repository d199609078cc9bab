import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BLOCK_SCHEMAS } from "../../../blocks/schemaRegistry";
import { plainMessages } from "../../../domain/api/plainMessages";
import { productInputSchema } from "../../../domain/commerce/productModel";
import { storeSettingsSchema } from "../../../domain/commerce/storeSettings";
import { eventDetailsSchema } from "../../../domain/events/eventDetails";
import { invitationInputSchema } from "../../../domain/people/peopleSchema";
import { connectionInputSchema, languagesInputSchema } from "../../../domain/siteSettings/multilingualSchema";
import { SITE_SETTING_DEFINITIONS } from "../../../domain/siteSettings/siteSettingDefinitions";
import { codeInjectionSchema, generalSettingsSchema, newDomainSchema } from "../../../domain/siteSettings/siteSettingsSchema";
import {
  announcementBarInputSchema,
  cookieBannerInputSchema,
  mobileInfoBarInputSchema,
  popupOverlayInputSchema,
} from "../../../domain/visitorSettings/visitorSettingsSchemas";
import { schemaErrors } from "./schemaErrors";

describe("shared-schema errors in the browser", () => {
  it("keys messages by the same field paths the server uses", () => {
    const atDefaults = Object.fromEntries(
      SITE_SETTING_DEFINITIONS.map((definition) => [definition.key, "default" in definition ? definition.default : undefined]),
    );
    const general = generalSettingsSchema.safeParse({ ...atDefaults, title: "", identifier: "ok", timeZone: "Nowhere/City" });
    expect(general.success).toBe(false);
    expect(schemaErrors(general.error!)).toEqual({ title: "Title must not be empty.", timeZone: "Time zone is not a time zone such as Europe/Paris." });
    const languages = languagesInputSchema.safeParse({
      languages: [
        { locale: "fr", pathPrefix: "fr" },
        { locale: "de", pathPrefix: "De Seite" },
      ],
    });
    expect(schemaErrors(languages.error!)).toEqual({
      "languages[1].pathPrefix": "Address prefix must be lowercase letters and digits with inner hyphens, such as fr or pt-br.",
    });
  });
});

/** Every schema the configuration area checks values with before sending them. */
const SCREEN_SCHEMAS: [string, z.ZodType][] = [
  ["general settings", generalSettingsSchema],
  ["new domain", newDomainSchema],
  ["code injection", codeInjectionSchema],
  ["languages", languagesInputSchema],
  ["translation connection", connectionInputSchema],
  ["invitation", invitationInputSchema],
  ["product", productInputSchema],
  ["event", eventDetailsSchema],
  ["store settings", storeSettingsSchema],
  ["cookie banner", cookieBannerInputSchema],
  ["popup overlay", popupOverlayInputSchema],
  ["announcement bar", announcementBarInputSchema],
  ["mobile information bar", mobileInfoBarInputSchema],
  ...BLOCK_SCHEMAS.map((definition): [string, z.ZodType] => [`${definition.type} block`, definition.schema]),
];

/** Wrong values of every kind for each top-level field: what a cleared number box (NaN), a typo or a bad paste sends. */
function wrongInputs(schema: z.ZodType): unknown[] {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
  const every = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
  return [{}, every(Number.NaN), every("text"), every(-1), every(["x"]), every({}), { variants: [{ priceCents: Number.NaN, qtyInStock: Number.NaN }] }];
}

describe("messages an owner reads", () => {
  it("never carry zod's own wording and always name the field in a sentence", () => {
    const raw: string[] = [];
    for (const [name, schema] of SCREEN_SCHEMAS) {
      for (const input of wrongInputs(schema)) {
        const checked = schema.safeParse(input, { error: plainMessages });
        if (checked.success) continue;
        for (const [path, message] of Object.entries(schemaErrors(checked.error))) {
          if (/invalid input|expected|received/i.test(message) || !/^[A-Z]/.test(message)) raw.push(`${name} ${path}: ${message}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it("say which field holds a number that is not a number", () => {
    const product = productInputSchema.safeParse(
      { collectionId: "a".repeat(24), productType: "PHYSICAL", name: "Mug", urlSlug: "mug", variants: [{ priceCents: Number.NaN, qtyInStock: Number.NaN }] },
      { error: plainMessages },
    );
    expect(schemaErrors(product.error!)).toMatchObject({
      "variants[0].priceCents": "Price must be a number.",
      "variants[0].qtyInStock": "Stock must be a number.",
    });
  });
});
