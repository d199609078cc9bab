import { z } from "zod";
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from "../currencies";
import { MEASUREMENT_STANDARD } from "../enumerations/units";
import { COMMERCE_LIMITS } from "../limits/commerceLimits";

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

/** A way to ship an order, priced per order; free above an optional subtotal. */
const shippingOptionSchema = z.strictObject({
  id: code,
  name: z.string().trim().min(1).max(100),
  costCents: cents,
  freeOverCents: cents.nullable().default(null),
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

/** A coupon: a percentage off, a fixed amount off, or free shipping, with an optional minimum subtotal and expiry. */
const couponSchema = z
  .strictObject({
    code,
    kind: z.enum(["percent", "fixed", "freeShipping"]),
    /** Whole percent for "percent", cents for "fixed", ignored for "freeShipping". */
    amount: z.number().int().min(0).max(COMMERCE_LIMITS.maxProductPriceCents).default(0),
    minimumSubtotalCents: cents.default(0),
    expiresAt: z.iso.datetime().nullable().default(null),
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
  shippingOptions: z.array(shippingOptionSchema).max(20).default([]),
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
/** One tax rule of the store. */
export type TaxRule = z.infer<typeof taxRuleSchema>;
/** One coupon of the store. */
export type Coupon = z.infer<typeof couponSchema>;

/** Settings read from each stored settings object: a site's record is kept between requests, and reading checks every key with the schema. */
const readSettings = new WeakMap<Record<string, unknown>, StoreSettings>();

/**
 * Reads stored settings leniently: unknown or broken keys fall back to their defaults. The
 * same stored object always gives the same (frozen) settings object, read once.
 */
export function readStoreSettings(raw: Record<string, unknown>): StoreSettings {
  const known = readSettings.get(raw);
  if (known) return known;
  const defaults = storeSettingsSchema.parse({});
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as (keyof StoreSettings)[]) {
    if (raw[key] === undefined) continue;
    const single = storeSettingsSchema.safeParse({ [key]: raw[key] });
    if (single.success) picked[key] = single.data[key];
  }
  const settings = Object.freeze({ ...defaults, ...picked }) as StoreSettings;
  readSettings.set(raw, settings);
  return settings;
}
