import { z } from "zod";
import { CONTENT_LIMITS } from "../limits/commerceLimits";
import { slugify } from "../slug";

/** How many categories one product may be listed in. */
const MAX_CATEGORIES_PER_PRODUCT = 10;

/** The messages of a product's categories, in the owner's words. */
const PRODUCT_CATEGORY_MESSAGES = {
  tooLong: `A category can be at most ${CONTENT_LIMITS.categoryMaxLength} characters.`,
  empty: "A category needs a name.",
  tooMany: `A product can be in at most ${MAX_CATEGORIES_PER_PRODUCT} categories.`,
} as const;

/**
 * The refusal of a category that would make the shop's categories more than spec 2 §9's nested
 * categories limit (10,000): told on the product's categories field, as the server alone sees
 * every product's categories.
 */
export const SHOP_CATEGORIES_FULL = `A shop can have at most ${CONTENT_LIMITS.nestedCategoriesLimit.toLocaleString("en-US")} categories. Use categories the shop already has, or remove some first.`;

/**
 * Whether a product's categories keep the shop within its limit: a product in categories the
 * shop's other products already have always is; one bringing new categories is when the shop's
 * categories with them, each counted once whatever its case, are at most 10,000.
 */
export function shopCategoriesWithinLimit(otherProductsCategories: readonly (readonly string[])[], categories: readonly string[]): boolean {
  const names = new Set(otherProductsCategories.flat().map((name) => name.toLowerCase()));
  const added = new Set(categories.map((name) => name.toLowerCase()).filter((name) => !names.has(name)));
  return added.size === 0 || names.size + added.size <= CONTENT_LIMITS.nestedCategoriesLimit;
}

/** A product's categories as the owner and the site file write them: names of 1–25 characters, at most 10. */
export const productCategoriesSchema = z
  .array(z.string().trim().min(1, PRODUCT_CATEGORY_MESSAGES.empty).max(CONTENT_LIMITS.categoryMaxLength, PRODUCT_CATEGORY_MESSAGES.tooLong))
  .max(MAX_CATEGORIES_PER_PRODUCT, PRODUCT_CATEGORY_MESSAGES.tooMany)
  .default([]);

/** The categories as stored: each name once, the first spelling kept when two differ only in case. */
export function distinctCategories(names: readonly string[]): string[] {
  return names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
}

/** The slug a category's page goes by: its name slugified ("Brewing gear" → "brewing-gear"), "-" when nothing is left. */
export function categorySlug(name: string): string {
  return slugify(name) || "-";
}

/** The path of a shop's page of one category, e.g. "/shop/category/brewing-gear". */
export function shopCategoryPath(shopSlug: string, name: string): string {
  return `/${shopSlug}/category/${categorySlug(name)}`;
}
