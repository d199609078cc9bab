/** The feed formats every blog and every tag and category listing of a blog offers. */
export type FeedFormat = "rss" | "atom";

/** Each feed format's file name below its listing's address, its content type and the name a head link gives it. */
export const FEED_FORMATS: Readonly<Record<FeedFormat, { file: string; type: string; name: string }>> = {
  rss: { file: "rss.xml", type: "application/rss+xml", name: "RSS" },
  atom: { file: "atom.xml", type: "application/atom+xml", name: "Atom" },
};

/**
 * Where a listing's feeds are served: its first page's address with the format's file name,
 * e.g. "/journal/rss.xml" for the blog at "/journal", "/journal/tag/travel/atom.xml" for one of its tags.
 */
export function feedPaths(listingPath: string): Record<FeedFormat, string> {
  return { rss: `${listingPath}/${FEED_FORMATS.rss.file}`, atom: `${listingPath}/${FEED_FORMATS.atom.file}` };
}
