import { z } from "zod";
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from "../currencies";
import { MEASUREMENT_STANDARD } from "../enumerations/units";
import { COMMERCE_LIMITS } from "../limits/commerceLimits";
import { COUNTRY_CODES, countryName } from "./countries";

const cents = z
  .number()
  .int("must be whole cents.")
  .min(0, "must not be negative.")
  .max(COMMERCE_LIMITS.maxProductPriceCents, "must be at most 100,000,000 cents.");
const code = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "may hold letters, digits, - and _ only.");

/** A way to get an order, priced per order; free above an optional subtotal. "pickup" means the buyer collects it at the store's pick-up address. */
/** One shipping option as the store settings hold it. */
export const shippingOptionSchema = z.strictObject({
  id: code,
  name: z.string().trim().min(1).max(100),
  costCents: cents,
  freeOverCents: cents.nullable().default(null),
  kind: z.enum(["delivery", "pickup"]).default("delivery"),
});

/** A shipping zone: a name, the countries it covers (or every country no other zone lists), and the options offered there. */
const shippingZoneSchema = z.strictObject({
  id: code,
  name: z.string().trim().min(1, "A zone needs a name.").max(100),
  countries: z
    .array(z.enum(COUNTRY_CODES as [string, ...string[]], "must be a country of the list."))
    .max(COUNTRY_CODES.length)
    .default([]),
  restOfWorld: z.boolean().default(false),
  options: z.array(shippingOptionSchema).max(20).default([]),
});

/** The store's zones: each country in one zone at most, at most one "rest of the world" zone, every option id used once. */
const shippingZonesSchema = z
  .array(shippingZoneSchema)
  .max(50)
  .default([])
  .superRefine((zones, context) => {
    const seen = new Set<string>();
    const optionIds = new Set<string>();
    zones.forEach((zone, index) => {
      if (!zone.restOfWorld && zone.countries.length === 0)
        context.addIssue({ code: "custom", path: [index, "countries"], message: "Add a country to this zone." });
      for (const country of zone.countries) {
        if (seen.has(country)) context.addIssue({ code: "custom", path: [index, "countries"], message: `${countryName(country)} is already in another zone.` });
        seen.add(country);
      }
      zone.options.forEach((option, at) => {
        if (optionIds.has(option.id)) context.addIssue({ code: "custom", path: [index, "options", at, "id"], message: "Another option already uses this id." });
        optionIds.add(option.id);
      });
    });
    if (zones.filter((zone) => zone.restOfWorld).length > 1)
      context.addIssue({ code: "custom", path: [], message: "Only one zone can cover the rest of the world." });
  });

/** A tax rate for a country or one of its regions, in basis points (825 = 8.25 %). */
const taxRuleSchema = z.strictObject({
  id: code,
  name: z.string().trim().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code."),
  region: z.string().trim().min(1).max(60).nullable().default(null),
  rateBasisPoints: z.number().int().min(0).max(10_000),
  includeShipping: z.boolean().default(false),
});

/** A coupon's use limit: a whole number from 1, or null for no limit. */
const useLimit = z
  .number("must be a whole number, or empty for no limit.")
  .int("must be a whole number, or empty for no limit.")
  .min(1, "must be at least 1, or empty for no limit.")
  .max(1_000_000, "must be at most 1,000,000.")
  .nullable()
  .default(null);

/** A coupon: a percentage off, a fixed amount off, or free shipping, with an optional minimum subtotal, expiry and use limits. */
const couponSchema = z
  .strictObject({
    code,
    kind: z.enum(["percent", "fixed", "freeShipping"]),
    /** Whole percent for "percent", cents for "fixed", ignored for "freeShipping". */
    amount: z.number().int().min(0).max(COMMERCE_LIMITS.maxProductPriceCents).default(0),
    minimumSubtotalCents: cents.default(0),
    expiresAt: z.iso.datetime().nullable().default(null),
    /** How many orders may use it in all; null for no limit. */
    maxUses: useLimit,
    /** How many orders one customer (by the checkout's email) may use it for; null for no limit. */
    maxUsesPerCustomer: useLimit,
  })
  .refine((c) => c.kind !== "percent" || c.amount <= 100, { message: "A percentage is at most 100.", path: ["amount"] });

/**
 * The store settings kept in websites.store_settings_json, with their defaults. The site
 * context shows expressCheckout and measurementStandard (spec 1 §1); the rest is Tessera's
 * store configuration.
 */
export const storeSettingsSchema = z.strictObject({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]).default(DEFAULT_CURRENCY),
  measurementStandard: z.union([z.literal(MEASUREMENT_STANDARD.IMPERIAL), z.literal(MEASUREMENT_STANDARD.METRIC)]).default(MEASUREMENT_STANDARD.IMPERIAL),
  expressCheckout: z.boolean().default(false),
  minimumSubtotalCents: cents.default(0),
  /** Where the store ships and how; none at all ships everywhere at no cost. */
  shippingZones: shippingZonesSchema,
  /** Where buyers collect orders with a pick-up option, as it is shown to them. */
  pickupAddress: z.string().trim().max(300).default(""),
  taxRules: z.array(taxRuleSchema).max(200).default([]),
  coupons: z.array(couponSchema).max(500).default([]),
  /** The social ad pixel commerce events go to (spec 1 §7); empty for none. */
  pixelId: z
    .string()
    .regex(/^[0-9]{0,20}$/, "must be the pixel's numeric id.")
    .default(""),
});

/** A store's complete settings. */
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
/** One shipping option of the store. */
export type ShippingOption = z.infer<typeof shippingOptionSchema>;
/** One shipping zone of the store. */
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
/** One tax rule of the store. */
export type TaxRule = z.infer<typeof taxRuleSchema>;
/** One coupon of the store. */
export type Coupon = z.infer<typeof couponSchema>;

/** The seven countries a store could ship to before shipping zones. */
const COUNTRIES_BEFORE_ZONES = ["US", "CA", "GB", "DE", "FR", "AU", "JP"];

/**
 * Settings from before shipping zones (one list of options, offered for seven countries) as
 * zones: a store that had options keeps them for those seven countries; one without ships
 * everywhere at no cost, as it did. Used by reads of older site files and by migration 1010.
 */
export function zonesOfOptions(options: unknown[]): unknown[] {
  return options.length === 0 ? [] : [{ id: "where-we-ship", name: "Where we ship", countries: COUNTRIES_BEFORE_ZONES, options }];
}

/** Reads stored settings leniently: unknown or broken keys fall back to their defaults. */
export function readStoreSettings(raw: Record<string, unknown>): StoreSettings {
  const defaults = storeSettingsSchema.parse({});
  const picked: Record<string, unknown> = {};
  const current = raw.shippingZones === undefined && Array.isArray(raw.shippingOptions) ? { ...raw, shippingZones: zonesOfOptions(raw.shippingOptions) } : raw;
  for (const key of Object.keys(defaults) as (keyof StoreSettings)[]) {
    if (current[key] === undefined) continue;
    const single = storeSettingsSchema.safeParse({ [key]: current[key] });
    if (single.success) picked[key] = single.data[key];
  }
  return { ...defaults, ...picked } as StoreSettings;
}
