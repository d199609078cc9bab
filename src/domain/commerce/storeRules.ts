import { COMMERCE_LIMITS } from "../limits/commerceLimits";

/** Most units of one product a cart line may hold (Tessera's limit, keeps totals far from overflow). */
export const MAX_LINE_QUANTITY = 999;
/** Most distinct lines one cart may hold (Tessera's limit). */
export const MAX_CART_LINES = 100;

const US_ZIP = /^\d{5}$/;
const SKU_CHARACTERS = /^[A-Za-z0-9._\-/ ]+$/;

/** A US zip code is exactly 5 digits (spec 1 §5). */
export function isValidUsZip(value: string): boolean {
  return US_ZIP.test(value);
}

/** A price is whole cents from 0 to the maximum product price of 100,000,000 cents (spec 1 §5, §9). */
export function isValidPriceCents(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= COMMERCE_LIMITS.maxProductPriceCents;
}

/** A SKU has 1 to 60 characters (spec 1 §5) of letters, digits, spaces and . _ - /. */
export function isValidSku(value: string): boolean {
  return value.length > 0 && value.length <= COMMERCE_LIMITS.skuMaxLength && SKU_CHARACTERS.test(value) && value.trim() === value;
}

/** Makes a SKU for a variant given none: "SQ" followed by 7 random digits (spec 1 §5). */
export function generateSku(): string {
  const { prefix, digitCount } = COMMERCE_LIMITS.generatedSku;
  const digits = globalThis.crypto.getRandomValues(new Uint8Array(digitCount));
  return prefix + Array.from(digits, (byte) => String(byte % 10)).join("");
}
