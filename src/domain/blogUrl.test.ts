import { describe, expect, it } from "vitest";
import { BLOG_URL_TOKEN, DEFAULT_BLOG_URL_FORMAT, formatBlogPostPath, validateBlogUrlFormat } from "./blogUrl";
import { isDomainError } from "./errors";

function invalidMessage(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isDomainError(error) && error.code === "invalid" ? error.message : undefined;
  }
  return undefined;
}

describe("blog URL tokens", () => {
  it("are limited to year, month, day and title", () => {
    expect(Object.values(BLOG_URL_TOKEN)).toEqual(["year", "month", "day", "title"]);
    expect(DEFAULT_BLOG_URL_FORMAT).toBe("{year}/{month}/{day}/{title}");
  });
});

describe("validateBlogUrlFormat", () => {
  it("accepts formats built from the four tokens and plain text", () => {
    expect(validateBlogUrlFormat(DEFAULT_BLOG_URL_FORMAT)).toEqual([]);
    expect(validateBlogUrlFormat("{title}")).toEqual([]);
    expect(validateBlogUrlFormat("News {year}/{title}")).toEqual([]);
  });

  it("refuses unknown tokens by name", () => {
    expect(validateBlogUrlFormat("{year}/{slug}")).toEqual(["Unknown token {slug}. Use {year}, {month}, {day} and {title}."]);
    expect(validateBlogUrlFormat("{Year}/{title}")).toEqual(["Unknown token {Year}. Use {year}, {month}, {day} and {title}."]);
  });

  it("refuses stray braces and unsafe characters", () => {
    expect(validateBlogUrlFormat("{year/{title}")).toEqual(['Outside tokens, the URL format may contain only letters, digits, spaces, "-" and "/".']);
    expect(validateBlogUrlFormat("{title}?x=1")).toHaveLength(1);
  });

  it("refuses empty formats and empty segments", () => {
    expect(validateBlogUrlFormat("  ")).toEqual(["The URL format is empty."]);
    expect(validateBlogUrlFormat("/{title}")).toEqual(['The URL format may not start or end with "/" or contain "//".']);
    expect(validateBlogUrlFormat("{year}//{title}")).toHaveLength(1);
  });
});

describe("formatBlogPostPath", () => {
  const post = { publishedOn: "2024-03-05T23:30:00Z", title: "Hello World" };

  it("fills the default format with zero-padded UTC date parts and a lowercase, hyphenated title", () => {
    expect(formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, post)).toBe("2024/03/05/hello-world");
  });

  it("accepts Date objects", () => {
    expect(formatBlogPostPath("{year}/{month}/{day}", { publishedOn: new Date(Date.UTC(2023, 11, 31)), title: "x" })).toBe("2023/12/31");
  });

  it("uses the calendar date of a given time zone", () => {
    expect(formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, { ...post, timeZone: "Asia/Tokyo" })).toBe("2024/03/06/hello-world");
    expect(formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, { ...post, timeZone: "America/New_York" })).toBe("2024/03/05/hello-world");
  });

  it("lowercases literal text and turns its spaces into hyphens", () => {
    expect(formatBlogPostPath("My News/{year}/{title}", post)).toBe("my-news/2024/hello-world");
  });

  it("refuses bad formats, dates, time zones and empty titles", () => {
    expect(invalidMessage(() => formatBlogPostPath("{slug}", post))).toBe("Unknown token {slug}. Use {year}, {month}, {day} and {title}.");
    expect(invalidMessage(() => formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, { ...post, publishedOn: "soon" }))).toBe(
      "The publication date is not a valid date.",
    );
    expect(invalidMessage(() => formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, { ...post, timeZone: "Mars/Olympus" }))).toBe("Unknown time zone: Mars/Olympus");
    expect(invalidMessage(() => formatBlogPostPath(DEFAULT_BLOG_URL_FORMAT, { ...post, title: "!!!" }))).toBe(
      "The title needs at least one letter or digit to appear in the URL.",
    );
    expect(formatBlogPostPath("{year}", { ...post, title: "!!!" })).toBe("2024");
  });
});
