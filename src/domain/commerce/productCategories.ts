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
