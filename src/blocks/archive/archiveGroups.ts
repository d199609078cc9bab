import { blogMonthPath, calendarMonthOf } from "../../domain/blogListings";
import type { BlogForRender } from "../shared/listingsForRender";
import { dateTimeFormat } from "../../domain/keptFormatters";

/** One period of the archive: its name, its listing page and how many posts it holds. */
export interface ArchiveGroup {
  key: string;
  label: string;
  href: string;
  count: number;
}

/** A blog's posts grouped by month or year on the site's calendar, newest first. */
export function archiveGroups(blog: BlogForRender, groupBy: "month" | "year", locale: string): ArchiveGroup[] {
  const groups = new Map<string, ArchiveGroup>();
  for (const post of blog.posts) {
    const { year, month } = calendarMonthOf(post.publishedOn, blog.timeZone);
    const key = groupBy === "year" ? String(year) : `${year}-${String(month).padStart(2, "0")}`;
    const group = groups.get(key);
    if (group) {
      group.count++;
      continue;
    }
    const label =
      groupBy === "year"
        ? String(year)
        : dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 15)));
    groups.set(key, { key, label, href: groupBy === "year" ? blogMonthPath(blog.urlSlug, year) : blogMonthPath(blog.urlSlug, year, month), count: 1 });
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? 1 : -1));
}
