import { describe, expect, it } from "vitest";
import { categorySlug, distinctCategories, productCategoriesSchema, shopCategoryPath } from "./productCategories";

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
});
