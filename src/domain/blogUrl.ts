import { invalid } from "./errors";
import { slugify } from "./slug";
import { dateTimeFormat } from "./keptFormatters";

/**
 * Tokens a blog post URL format may use (spec 1 §5, spec 2 §5), written in braces: {year}, {month}, {day}, {title}.
 * Month and day are zero-padded to two digits; title is the post title as a slug.
 */
export const BLOG_URL_TOKEN = {
  YEAR: "year",
  MONTH: "month",
  DAY: "day",
  TITLE: "title",
} as const;

/** A blog URL format token name. */
export type BlogUrlToken = (typeof BLOG_URL_TOKEN)[keyof typeof BLOG_URL_TOKEN];

/** The URL format of a new blog. */
export const DEFAULT_BLOG_URL_FORMAT = "{year}/{month}/{day}/{title}";

/** What formatBlogPostPath needs to know about a post. */
export interface BlogPostPathInput {
  /** Publication moment, as a Date or an ISO 8601 string. */
  publishedOn: Date | string;
  title: string;
  /** IANA time zone whose calendar date is used; UTC when absent. */
  timeZone?: string;
}

const TOKEN_NAMES: ReadonlySet<string> = new Set(Object.values(BLOG_URL_TOKEN));
const TOKEN_PATTERN = /\{([^{}]*)\}/g;
const LITERAL_PATTERN = /^[A-Za-z0-9 \-/]*$/;

/**
 * Lists what is wrong with a blog URL format, or nothing when it is valid. Outside tokens only letters, digits,
 * spaces, "-" and "/" may appear, and "/" may not start, end or repeat.
 */
export function validateBlogUrlFormat(format: string): string[] {
  if (format.trim() === "") return ["The URL format is empty."];
  const problems: string[] = [];
  for (const [, name = ""] of format.matchAll(TOKEN_PATTERN)) {
    if (!TOKEN_NAMES.has(name)) problems.push(`Unknown token {${name}}. Use {year}, {month}, {day} and {title}.`);
  }
  const literal = format.replace(TOKEN_PATTERN, "x");
  if (!LITERAL_PATTERN.test(literal)) {
    problems.push('Outside tokens, the URL format may contain only letters, digits, spaces, "-" and "/".');
  }
  if (literal.split("/").some((segment) => segment === "")) {
    problems.push('The URL format may not start or end with "/" or contain "//".');
  }
  return problems;
}

function calendarDate(moment: Date, timeZone: string | undefined): { year: string; month: string; day: string } {
  if (timeZone === undefined) {
    return {
      year: String(moment.getUTCFullYear()).padStart(4, "0"),
      month: String(moment.getUTCMonth() + 1).padStart(2, "0"),
      day: String(moment.getUTCDate()).padStart(2, "0"),
    };
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(moment);
  } catch {
    throw invalid(`Unknown time zone: ${timeZone}`);
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((entry) => entry.type === type)?.value ?? "";
  return { year: part("year").padStart(4, "0"), month: part("month"), day: part("day") };
}

/**
 * Builds a post's path below its blog from a URL format, e.g. "2024/03/05/hello-world".
 * The result is lowercase and spaces become hyphens. Throws an invalid DomainError for a bad format,
 * an unreadable date, an unknown time zone, or a title with no letters or digits when the format uses {title}.
 */
export function formatBlogPostPath(format: string, post: BlogPostPathInput): string {
  const [problem] = validateBlogUrlFormat(format);
  if (problem !== undefined) throw invalid(problem);
  const moment = post.publishedOn instanceof Date ? post.publishedOn : new Date(post.publishedOn);
  if (Number.isNaN(moment.getTime())) throw invalid("The publication date is not a valid date.");
  const date = calendarDate(moment, post.timeZone);
  const title = slugify(post.title);
  if (title === "" && format.includes(`{${BLOG_URL_TOKEN.TITLE}}`)) {
    throw invalid("The title needs at least one letter or digit to appear in the URL.");
  }
  const values: Readonly<Record<string, string>> = { ...date, title };
  return format
    .replace(TOKEN_PATTERN, (_, name: string) => values[name] ?? "")
    .toLowerCase()
    .replace(/ /g, "-");
}
