import { describe, expect, it } from "vitest";
import { isValidPageSlug, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("Hello World")).toBe("hello-world");
    expect(slugify("Tabs\tand\nnewlines")).toBe("tabs-and-newlines");
  });

  it("strips characters outside a-z, 0-9 and '-'", () => {
    expect(slugify("What's new? (2024)")).toBe("whats-new-2024");
    expect(slugify("snake_case")).toBe("snakecase");
  });

  it("collapses repeated hyphens and trims them", () => {
    expect(slugify("Rock & Roll")).toBe("rock-roll");
    expect(slugify("  --Hi--there--  ")).toBe("hi-there");
  });

  it("drops diacritics and spells out whole letters", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
    expect(slugify("Straße Œuvre Łódź Ærø")).toBe("strasse-oeuvre-lodz-aero");
    expect(slugify("ﬁne")).toBe("fine");
  });

  it("returns an empty slug when nothing usable is left", () => {
    expect(slugify("日本語")).toBe("");
    expect(slugify("!!!")).toBe("");
  });
});

describe("isValidPageSlug", () => {
  it("accepts segments of a-z, 0-9 and '-'", () => {
    expect(isValidPageSlug("about")).toBe(true);
    expect(isValidPageSlug("blog/2024-recap")).toBe(true);
  });

  it("refuses empty, upper-case, spaced or slash-edged slugs", () => {
    expect(isValidPageSlug("")).toBe(false);
    expect(isValidPageSlug("About")).toBe(false);
    expect(isValidPageSlug("about us")).toBe(false);
    expect(isValidPageSlug("/about")).toBe(false);
    expect(isValidPageSlug("about/")).toBe(false);
    expect(isValidPageSlug("blog//post")).toBe(false);
  });

  it("keeps the path with its slash under 150 characters", () => {
    expect(isValidPageSlug("a".repeat(148))).toBe(true);
    expect(isValidPageSlug("a".repeat(149))).toBe(false);
  });
});
