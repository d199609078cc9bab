import { describe, expect, it } from "vitest";
import { redirectFor, redirectInputSchema } from "./redirectRules";

const messages = (input: unknown) => {
  const parsed = redirectInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("redirect rules", () => {
  it("takes exact and wildcard paths, and https addresses as the new one", () => {
    expect(redirectInputSchema.parse({ from: " /old-page/ ", to: "/new-page" })).toEqual({ from: "/old-page", to: "/new-page", status: 301 });
    expect(redirectInputSchema.parse({ from: "/old-blog/*", to: "/journal/*", status: 302 })).toEqual({ from: "/old-blog/*", to: "/journal/*", status: 302 });
    expect(redirectInputSchema.parse({ from: "/shop", to: "https://shop.example.com/" }).to).toBe("https://shop.example.com/");
  });

  it("refuses addresses, doubled slashes, loops and stray wildcards in plain words", () => {
    const fromMessage = 'Enter the old path as a path of this site, starting with "/", such as /old-page or /old-blog/*.';
    expect(messages({ from: "https://example.com/a", to: "/b" })).toEqual([fromMessage]);
    expect(messages({ from: "//example.com/a", to: "/b" })).toEqual([fromMessage]);
    expect(messages({ from: "/a*b", to: "/b" })).toEqual([fromMessage]);
    expect(messages({ from: "/a", to: "http://example.com" })).toEqual([
      'Enter the new address as a path of this site, starting with "/", or a full address starting with https://.',
    ]);
    expect(messages({ from: "/same", to: "/same/" })).toEqual(["A redirect cannot send a path to itself."]);
    expect(messages({ from: "/a", to: "/b/*" })).toEqual(['Only an old path ending in "/*" can carry its rest over to "/*".']);
    expect(messages({ from: `/${"a".repeat(500)}`, to: "/b" })).toEqual(["Keep the old path to at most 500 characters."]);
    expect(messages({ from: "/a", to: "/b", status: 307 })).toEqual(["Choose 301 (moved for good) or 302 (moved for now)."]);
  });

  it("answers an exact redirect first, then the longest wildcard, keeping the query", () => {
    const rules = [
      { from: "/old-blog/*", to: "/journal/*", status: 301 },
      { from: "/old-blog/archive/*", to: "/archive", status: 302 },
      { from: "/old-blog/first", to: "/journal/hello", status: 301 },
    ];
    expect(redirectFor(rules, "/old-blog/first", "")).toEqual({ status: 301, location: "/journal/hello" });
    expect(redirectFor(rules, "/old-blog/a/b", "page=2")).toEqual({ status: 301, location: "/journal/a/b?page=2" });
    expect(redirectFor(rules, "/old-blog", "")).toEqual({ status: 301, location: "/journal" });
    expect(redirectFor(rules, "/old-blog/archive/2020", "")).toEqual({ status: 302, location: "/archive" });
    expect(redirectFor(rules, "/old-blogger", "")).toBeNull();
    expect(redirectFor(rules, "/old-blog/café au lait", "")).toEqual({ status: 301, location: "/journal/caf%C3%A9%20au%20lait" });
  });
});
