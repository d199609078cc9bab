import { describe, expect, it } from "vitest";
import {
  blogAuthorPath,
  blogMonthPath,
  blogTagPath,
  calendarMonthOf,
  listingMomentRange,
  listingTermsOf,
  parseBlogListing,
  publishedMomentOf,
  tagMatchesSlug,
} from "./blogListings";

describe("blog listing paths", () => {
  it("writes tag, category, month and year paths", () => {
    expect(blogTagPath("blog", "tag", "Travel Tips")).toBe("/blog/tag/travel-tips");
    expect(blogTagPath("news", "category", "Events")).toBe("/news/category/events");
    expect(blogMonthPath("blog", 2026, 3)).toBe("/blog/2026/03");
    expect(blogMonthPath("blog", 2026)).toBe("/blog/2026");
    expect(blogAuthorPath("blog", "ada-lovelace")).toBe("/blog/author/ada-lovelace");
  });

  it("reads back what it writes and nothing else", () => {
    expect(parseBlogListing(["tag", "travel-tips"])).toEqual({ kind: "tag", slug: "travel-tips" });
    expect(parseBlogListing(["category", "events"])).toEqual({ kind: "category", slug: "events" });
    expect(parseBlogListing(["author", "ada-lovelace"])).toEqual({ kind: "author", slug: "ada-lovelace" });
    expect(parseBlogListing(["author"])).toBeNull();
    expect(parseBlogListing(["2026", "11"])).toEqual({ kind: "month", year: 2026, month: 11 });
    expect(parseBlogListing(["2026"])).toEqual({ kind: "year", year: 2026 });
    expect(parseBlogListing(["2026", "13"])).toBeNull();
    expect(parseBlogListing(["2026", "11", "05"])).toBeNull();
    expect(parseBlogListing(["tag"])).toBeNull();
    expect(parseBlogListing(["hello-world"])).toBeNull();
  });

  it("matches a tag to its slug", () => {
    expect(tagMatchesSlug("Travel Tips", "travel-tips")).toBe(true);
    expect(tagMatchesSlug("Travel", "travel-tips")).toBe(false);
  });
});

describe("listing terms and moments", () => {
  it("keeps one term per kind and slug, the first name of a slug standing for it", () => {
    expect(listingTermsOf(["Travel Tips", "travel tips", "Été"], ["Travel Tips", "!!"])).toEqual([
      { kind: "tag", slug: "travel-tips", name: "Travel Tips" },
      { kind: "tag", slug: "ete", name: "Été" },
      { kind: "category", slug: "travel-tips", name: "Travel Tips" },
      { kind: "category", slug: "-", name: "!!" },
    ]);
  });

  it("counts a post as published at its publish time in UTC, else at its creation", () => {
    expect(publishedMomentOf({ publishOn: "2026-12-01T00:30:00+01:00", createdAt: "2026-01-01T00:00:00.000Z" })).toBe("2026-11-30T23:30:00.000Z");
    expect(publishedMomentOf({ publishOn: null, createdAt: "2026-01-01T00:00:00Z" })).toBe("2026-01-01T00:00:00.000Z");
  });

  it("spans a month or a year on the site's calendar, in UTC when the zone is empty or unknown", () => {
    expect(listingMomentRange({ year: 2026, month: 12 }, "Europe/Paris")).toEqual({ from: "2026-11-30T23:00:00.000Z", before: "2026-12-31T23:00:00.000Z" });
    expect(listingMomentRange({ year: 2026, month: 7 }, "Europe/Paris")).toEqual({ from: "2026-06-30T22:00:00.000Z", before: "2026-07-31T22:00:00.000Z" });
    expect(listingMomentRange({ year: 2026 }, "")).toEqual({ from: "2026-01-01T00:00:00.000Z", before: "2027-01-01T00:00:00.000Z" });
    expect(listingMomentRange({ year: 2026, month: 11 }, "Nowhere/Else")).toEqual({ from: "2026-11-01T00:00:00.000Z", before: "2026-12-01T00:00:00.000Z" });
    expect(calendarMonthOf("2026-11-30T23:30:00Z", "Europe/Paris")).toEqual({ year: 2026, month: 12 });
  });
});
