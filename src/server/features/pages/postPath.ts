import type { Db } from "../../../db/database";
import { DEFAULT_BLOG_URL_FORMAT, formatBlogPostPath } from "../../../domain/blogUrl";
import type { Collection } from "../content/contentRecords";
import type { Website } from "../sites/websiteRecord";
import { pagesRepository } from "./pagesRepository";

/**
 * A free path for a post in its blog's URL format: the format's path, then "-2", "-3"... Shared
 * by the post settings and the editor's Publish, since a post's date-based path follows the day
 * it goes live.
 */
export async function freePostPath(
  db: Db,
  website: Website,
  blog: Collection,
  input: { id: string; urlSlug: string; publishOn: string | null; createdAt: string },
): Promise<string> {
  const format = typeof blog.settings.urlFormat === "string" ? blog.settings.urlFormat : DEFAULT_BLOG_URL_FORMAT;
  const base = formatBlogPostPath(format, { publishedOn: input.publishOn ?? input.createdAt, title: input.urlSlug, timeZone: website.timeZone || undefined });
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await pagesRepository.itemPathTaken(db, website.id, blog.id, candidate, input.id))) return candidate;
  }
}
