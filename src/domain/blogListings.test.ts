import { describe, expect, it } from "vitest";
import { blogAuthorPath, blogMonthPath, blogTagPath, calendarMonthOf, parseBlogListing, postInListing, tagMatchesSlug } from "./blogListings";

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

describe("postInListing", () => {
  const post = { publishedOn: "2026-11-30T23:30:00Z", tags: ["Travel Tips"], categories: ["News"], authorSlug: "ada-lovelace" };

  it("reads months on the site's calendar", () => {
    expect(postInListing(post, { kind: "month", year: 2026, month: 11 }, "UTC")).toBe(true);
    expect(postInListing(post, { kind: "month", year: 2026, month: 12 }, "Europe/Paris")).toBe(true);
    expect(postInListing(post, { kind: "year", year: 2026 }, "Europe/Paris")).toBe(true);
    expect(calendarMonthOf(post.publishedOn, "")).toEqual({ year: 2026, month: 11 });
  });

  it("matches tags and categories by slug", () => {
    expect(postInListing(post, { kind: "tag", slug: "travel-tips" }, "UTC")).toBe(true);
    expect(postInListing(post, { kind: "category", slug: "news" }, "UTC")).toBe(true);
    expect(postInListing(post, { kind: "category", slug: "travel-tips" }, "UTC")).toBe(false);
  });

  it("matches a post to its author's slug, and a post without an author to no author", () => {
    expect(postInListing(post, { kind: "author", slug: "ada-lovelace" }, "UTC")).toBe(true);
    expect(postInListing(post, { kind: "author", slug: "grace-hopper" }, "UTC")).toBe(false);
    expect(postInListing({ ...post, authorSlug: null }, { kind: "author", slug: "ada-lovelace" }, "UTC")).toBe(false);
  });
});
