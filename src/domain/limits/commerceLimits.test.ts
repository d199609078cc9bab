import { describe, expect, it } from "vitest";
import { COMMERCE_LIMITS, CONTENT_LIMITS } from "./commerceLimits";

describe("commerce and content limits", () => {
  it("pins the store limits of spec 1 §9 and spec 2 §9", () => {
    expect(COMMERCE_LIMITS).toEqual({
      maxProductPriceCents: 100_000_000,
      skuMaxLength: 60,
      generatedSku: { prefix: "SQ", digitCount: 7 },
      cartCountDisplayCap: 100,
    });
  });

  it("pins the content limits of spec 2 §5 and §9", () => {
    expect(CONTENT_LIMITS).toEqual({
      maxBlocksPerLayout: 60,
      maxTracksPerAlbum: 60,
      maxItemsInUserOrderableCollection: 250,
      nestedCategoriesLimit: 10_000,
      tagMaxLength: 50,
      categoryMaxLength: 25,
      bytesPerMegabyte: 1_000_000,
    });
  });
});
