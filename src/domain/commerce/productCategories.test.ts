import { describe, expect, it } from "vitest";
import {
  categorySlug,
  distinctCategories,
  productCategoriesSchema,
  SHOP_CATEGORIES_FULL,
  shopCategoriesWithinLimit,
  shopCategoryPath,
} from "./productCategories";

describe("a product's categories", () => {
  it("keeps each name once, trimmed, ignoring case, and none when not given", () => {
    expect(distinctCategories(productCategoriesSchema.parse([" Coffee ", "coffee", "Brewing gear"]))).toEqual(["Coffee", "Brewing gear"]);
    expect(productCategoriesSchema.parse(undefined)).toEqual([]);
  });

  it("refuses empty names, names over 25 characters and more than 10 categories in plain words", () => {
    const messages = (value: unknown) => productCategoriesSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(["  "])).toEqual(["A category needs a name."]);
    expect(messages(["x".repeat(26)])).toEqual(["A category can be at most 25 characters."]);
    expect(messages(Array.from({ length: 11 }, (_, n) => `C${n}`))).toEqual(["A product can be in at most 10 categories."]);
  });

  it("gives each category a page below its shop by its slug", () => {
    expect(categorySlug("Brewing gear & more")).toBe("brewing-gear-more");
    expect(shopCategoryPath("shop", "Brewing gear")).toBe("/shop/category/brewing-gear");
    expect(categorySlug("☕")).toBe("-");
  });

  it("keeps a shop within spec 2 §9's nested categories limit of 10000, counting each name once whatever its case", () => {
    const shop = Array.from({ length: 1000 }, (_, product) => Array.from({ length: 10 }, (_, n) => `Cat ${product * 10 + n}`));
    expect(new Set(shop.flat()).size).toBe(10000);
    expect(shopCategoriesWithinLimit(shop, ["Brand new"])).toBe(false);
    expect(shopCategoriesWithinLimit(shop, ["cat 7", "CAT 9999"])).toBe(true);
    expect(shopCategoriesWithinLimit(shop.slice(1), ["Brand new", "brand NEW", "Cat 3"])).toBe(true);
    expect(
      shopCategoriesWithinLimit(
        shop.slice(1),
        Array.from({ length: 10 }, (_, n) => `Other ${n}`),
      ),
    ).toBe(true);
    expect(shopCategoriesWithinLimit([...shop.slice(1), shop[0]!.slice(0, 9)], ["Brand new", "Other"])).toBe(false);
    expect(SHOP_CATEGORIES_FULL).toBe("A shop can have at most 10,000 categories. Use categories the shop already has, or remove some first.");
  });
});
