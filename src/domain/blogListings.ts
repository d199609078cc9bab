import { slugify } from "./slug";
import { dateTimeFormat } from "./keptFormatters";

/** A listing page below a blog: its posts with one tag or category, by one author, or of one month or year. */
export type BlogListing =
  { kind: "tag" | "category" | "author"; slug: string } | { kind: "month"; year: number; month: number } | { kind: "year"; year: number };

/** The path of a blog's listing of one author's posts by the author's slug, e.g. "/blog/author/ada-lovelace". */
export function blogAuthorPath(blogSlug: string, authorSlug: string): string {
  return `/${blogSlug}/author/${authorSlug}`;
}

/** The path of a blog's listing of one tag or category, e.g. "/blog/tag/travel-tips". */
export function blogTagPath(blogSlug: string, kind: "tag" | "category", name: string): string {
  return `/${blogSlug}/${kind}/${slugify(name) || "-"}`;
}

/** The path of a blog's listing of one month, e.g. "/blog/2026/11", or of a year without a month. */
export function blogMonthPath(blogSlug: string, year: number, month?: number): string {
  const yearPart = String(year).padStart(4, "0");
  return month === undefined ? `/${blogSlug}/${yearPart}` : `/${blogSlug}/${yearPart}/${String(month).padStart(2, "0")}`;
}

/** Whether a tag or category name is the one a listing path's slug names. */
export function tagMatchesSlug(name: string, slug: string): boolean {
  return (slugify(name) || "-") === slug;
}

/** The listing a path below a blog names ("tag/x", "category/y", "author/z", "2026/11", "2026"), or null. */
export function parseBlogListing(parts: readonly string[]): BlogListing | null {
  const [first, second, ...rest] = parts;
  if (rest.length > 0 || first === undefined) return null;
  if ((first === "tag" || first === "category" || first === "author") && second !== undefined && second !== "") return { kind: first, slug: second };
  if (!/^\d{4}$/.test(first)) return null;
  const year = Number(first);
  if (second === undefined) return { kind: "year", year };
  if (!/^\d{2}$/.test(second)) return null;
  const month = Number(second);
  return month >= 1 && month <= 12 ? { kind: "month", year, month } : null;
}

/** The year and month of a moment on the calendar of a time zone (UTC when the zone is empty or unknown). */
export function calendarMonthOf(iso: string, timeZone: string): { year: number; month: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-US", { timeZone: timeZone || "UTC", year: "numeric", month: "numeric" }).formatToParts(new Date(iso));
  } catch {
    parts = dateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "numeric" }).formatToParts(new Date(iso));
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part("year"), month: part("month") };
}

/** Whether a post published at a moment belongs to a listing (tags, categories and its author's slug, months on the site's calendar). */
export function postInListing(
  post: { publishedOn: string; tags: string[]; categories: string[]; authorSlug: string | null },
  listing: BlogListing,
  timeZone: string,
): boolean {
  switch (listing.kind) {
    case "tag":
      return post.tags.some((name) => tagMatchesSlug(name, listing.slug));
    case "category":
      return post.categories.some((name) => tagMatchesSlug(name, listing.slug));
    case "author":
      return post.authorSlug === listing.slug;
    case "month": {
      const { year, month } = calendarMonthOf(post.publishedOn, timeZone);
      return year === listing.year && month === listing.month;
    }
    case "year":
      return calendarMonthOf(post.publishedOn, timeZone).year === listing.year;
  }
}
