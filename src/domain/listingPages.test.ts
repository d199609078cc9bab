import { describe, expect, it } from "vitest";
import { listingPagePath, listingPager, splitListingPage } from "./listingPages";

describe("the pages of a listing", () => {
  it("reads a trailing page/N below the listing, and page 1 without it", () => {
    expect(splitListingPage([])).toEqual({ parts: [], page: 1 });
    expect(splitListingPage(["page", "2"])).toEqual({ parts: [], page: 2 });
    expect(splitListingPage(["tag", "travel", "page", "12"])).toEqual({ parts: ["tag", "travel"], page: 12 });
    expect(splitListingPage(["2026", "11", "page", "3"])).toEqual({ parts: ["2026", "11"], page: 3 });
    expect(splitListingPage(["tag", "page"])).toEqual({ parts: ["tag", "page"], page: 1 });
  });

  it("refuses page 1 under a second address, and numbers that are not page numbers", () => {
    for (const number of ["1", "0", "01", "-2", "2x", "", "99999999"]) expect(splitListingPage(["page", number])).toBeNull();
  });

  it("links page 1 at the listing's own address and the others below it", () => {
    expect(listingPagePath("/journal", 1)).toBe("/journal");
    expect(listingPagePath("/journal/tag/travel", 2)).toBe("/journal/tag/travel/page/2");
    expect(listingPager("/journal", 1, true)).toEqual({ number: 1, previousHref: null, nextHref: "/journal/page/2" });
    expect(listingPager("/journal", 2, true)).toEqual({ number: 2, previousHref: "/journal", nextHref: "/journal/page/3" });
    expect(listingPager("/journal", 3, false)).toEqual({ number: 3, previousHref: "/journal/page/2", nextHref: null });
  });
});
