import { describe, expect, test } from "vitest";
import { generateSku, isValidPriceCents, isValidSku, isValidUsZip } from "./storeRules";

describe("store input rules", () => {
  test("a US zip code is exactly 5 digits", () => {
    expect(isValidUsZip("04101")).toBe(true);
    for (const bad of ["0410", "041011", "04101-1234", "abcde", " 04101", ""]) expect(isValidUsZip(bad)).toBe(false);
  });

  test("a price is whole cents up to 100,000,000", () => {
    expect(isValidPriceCents(0)).toBe(true);
    expect(isValidPriceCents(100_000_000)).toBe(true);
    for (const bad of [100_000_001, -1, 1.5, Number.NaN, "100"]) expect(isValidPriceCents(bad)).toBe(false);
  });

  test("a SKU has at most 60 characters", () => {
    expect(isValidSku("A".repeat(60))).toBe(true);
    expect(isValidSku("A".repeat(61))).toBe(false);
    expect(isValidSku("")).toBe(false);
    expect(isValidSku(" padded")).toBe(false);
  });

  test("a generated SKU is SQ plus 7 digits", () => {
    for (let i = 0; i < 50; i++) expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });
});
