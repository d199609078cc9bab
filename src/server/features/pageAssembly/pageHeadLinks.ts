import { FEED_FORMATS, feedPaths, type FeedFormat } from "../../../domain/feedPaths";
import { listingHeading } from "../../../site/render/pages/listingHeading";
import type { BlogTexts } from "../../../domain/translations/blogTextSources";
import type { HeadLink } from "../../../site/render/headLinks";
import type { Collection } from "../content/contentRecords";
import type { ListingShown } from "./listingShown";
import type { SitePageBody } from "./sitePageBody";

/** The listings below a blog whose pages link feeds of their own. */
const LISTINGS_WITH_FEEDS = new Set(["tag", "category"]);

/** The head links to the RSS and Atom feeds of the listing at `listingPath`, named after it ("Journal (RSS)"). */
function feedLinks(listingPath: string, name: string): HeadLink[] {
  const paths = feedPaths(listingPath);
  return (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
    rel: "alternate",
    type: FEED_FORMATS[format].type,
    href: paths[format],
    title: `${name} (${FEED_FORMATS[format].name})`,
  }));
}

/** A blog's listing page's own address ("/journal/tag/travel") when it has feeds, else null. */
function listingWithFeeds(blog: Collection, listing: ListingShown | undefined, path: string): string | null {
  if (!listing) return `/${blog.urlSlug}`;
  return LISTINGS_WITH_FEEDS.has(listing.listing.kind) ? path.replace(/\/page\/\d+$/, "") : null;
}

/**
 * The feeds a page's head links: the blog's on a blog's list and on its posts, a tag's or
 * category's own on its listing pages, a shop category's on its pages. (The canonical address is the page head's, pageSeo.ts.)
 */
export function pageHeadLinks(body: SitePageBody, path: string, locale: string, texts: BlogTexts): HeadLink[] {
  switch (body.kind) {
    case "blog": {
      const listingPath = listingWithFeeds(body.collection, body.listing, path);
      if (listingPath === null) return [];
      const name = body.listing
        ? `${listingHeading(body.listing.listing, body.listing.name, locale, texts)} — ${body.collection.title}`
        : body.collection.title;
      return feedLinks(listingPath, name);
    }
    case "post":
      return body.event ? [] : feedLinks(`/${body.collection.urlSlug}`, body.collection.title);
    case "system":
      return body.feeds ? feedLinks(body.feeds.listingPath, body.feeds.name) : [];
    default:
      return [];
  }
}
