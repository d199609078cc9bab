import type { Collection } from "../content/contentRecords";

/** The file name of a blog's feed under the blog's own path. */
export const BLOG_FEED_FILE = "rss.xml";

/** Where a blog's RSS 2.0 feed is served: `/<blog>/rss.xml`. */
export function blogFeedPath(collection: Pick<Collection, "urlSlug">): string {
  return `/${collection.urlSlug}/${BLOG_FEED_FILE}`;
}
