import { describe, expect, it } from "vitest";
import { tagAlreadyExists } from "./messages/formBuilderMessages";
import { PAGE_MESSAGES, pageSlugProblem, pageTitleProblem, tagProblem } from "./pageRules";

describe("page rules", () => {
  it("accepts one lowercase segment and refuses everything else with a clear message", () => {
    expect(pageSlugProblem("our-story")).toBeNull();
    expect(pageSlugProblem("")).toBe(PAGE_MESSAGES.slugRequired);
    expect(pageSlugProblem("Our Story")).toBe(PAGE_MESSAGES.slugCharacters);
    expect(pageSlugProblem("a/b")).toBe(PAGE_MESSAGES.slugCharacters);
    expect(pageSlugProblem("-a")).toBe(PAGE_MESSAGES.slugCharacters);
    expect(pageSlugProblem("config")).toBe(PAGE_MESSAGES.slugReserved);
  });

  it("keeps a page URL under the internal path limit of 150 characters with its slash", () => {
    expect(pageSlugProblem("a".repeat(148))).toBeNull();
    expect(pageSlugProblem("a".repeat(149))).toBe(PAGE_MESSAGES.slugTooLong);
  });

  it("needs a title of at most 200 characters", () => {
    expect(pageTitleProblem("  ")).toBe(PAGE_MESSAGES.titleRequired);
    expect(pageTitleProblem("x".repeat(201))).toBe(PAGE_MESSAGES.titleTooLong);
    expect(pageTitleProblem("About")).toBeNull();
  });

  it("limits tags to 50 and categories to 25 characters and refuses duplicates in the spec's words", () => {
    expect(tagProblem("tag", "x".repeat(50), [])).toBeNull();
    expect(tagProblem("tag", "x".repeat(51), [])).toBe("A tag has at most 50 characters.");
    expect(tagProblem("category", "x".repeat(25), [])).toBeNull();
    expect(tagProblem("category", "x".repeat(26), [])).toBe("A category has at most 25 characters.");
    expect(tagProblem("tag", "Brewing", ["brewing"])).toBe("This tag already exists");
    expect(tagProblem("category", "News", ["News"])).toBe(tagAlreadyExists("category"));
  });
});
