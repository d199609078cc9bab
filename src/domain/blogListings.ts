import { slugify } from "./slug";
import { dateTimeFormat } from "./keptFormatters";
import { isKnownTimeZone, zonedMoment } from "./events/zonedTime";

/** A listing page below a blog: its posts with one tag or category, by one author, or of one month or year. */
export type BlogListing =
  | { kind: "tag" | "category"; slug: string }
  | { kind: "author"; slug: string }
  | { kind: "month"; year: number; month: number }
  | { kind: "year"; year: number };

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

/** The slug a tag's or category's listing path names it by ("Travel Tips" is "travel-tips"; a name of no letters is "-"). */
function listingSlug(name: string): string {
  return slugify(name) || "-";
}

/** Whether a tag or category name is the one a listing path's slug names. */
export function tagMatchesSlug(name: string, slug: string): boolean {
  return listingSlug(name) === slug;
}

/** A tag or category of a post under the slug its listing path names it by. */
export interface ListingTerm {
  kind: "tag" | "category";
  slug: string;
  name: string;
}

/** The listing terms of a post's tags and categories, one per kind and slug (the first name of a slug stands for it). */
export function listingTermsOf(tags: readonly string[], categories: readonly string[]): ListingTerm[] {
  const terms = new Map<string, ListingTerm>();
  const add = (kind: ListingTerm["kind"], name: string) => {
    const slug = listingSlug(name);
    if (!terms.has(`${kind}\n${slug}`)) terms.set(`${kind}\n${slug}`, { kind, slug, name });
  };
  tags.forEach((name) => add("tag", name));
  categories.forEach((name) => add("category", name));
  return [...terms.values()];
}

/** The moment a post counts as published for its listings, as ISO UTC text: its publish time (any offset), else its creation. */
export function publishedMomentOf(post: { publishOn: string | null; createdAt: string }): string {
  return new Date(post.publishOn ?? post.createdAt).toISOString();
}

/**
 * The moments a month's or year's listing spans on the site's calendar (UTC when the zone is
 * empty or unknown), as ISO UTC text: from its first moment, up to but not including `before`.
 */
export function listingMomentRange(listing: { year: number; month?: number }, timeZone: string): { from: string; before: string } {
  const zone = isKnownTimeZone(timeZone) ? timeZone : "UTC";
  const startOf = (year: number, month: number) =>
    zonedMoment(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`, "00:00", zone).toISOString();
  if (listing.month === undefined) return { from: startOf(listing.year, 1), before: startOf(listing.year + 1, 1) };
  const next = listing.month === 12 ? { year: listing.year + 1, month: 1 } : { year: listing.year, month: listing.month + 1 };
  return { from: startOf(listing.year, listing.month), before: startOf(next.year, next.month) };
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
