import { FEED_FORMATS, feedPaths, type FeedFormat } from "../../../domain/feedPaths";
import { listingHeading } from "../../../site/render/pages/listingHeading";
import type { HeadLink } from "../../../site/render/headLinks";
import { listingPagePath } from "../../../domain/listingPages";
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
 * What a page's head links beyond the document shell's own: the blog's feeds on a blog's list and
 * on its posts, a tag's or category's own feeds on its listing pages, and the canonical address
 * (absolute on `baseUrl`) of a tag's or category's listing page and of a shop's category page.
 * Kept in one place so the head's other links can join them.
 */
export function pageHeadLinks(body: SitePageBody, path: string, baseUrl: string, locale: string): HeadLink[] {
  switch (body.kind) {
    case "blog": {
      const listingPath = listingWithFeeds(body.collection, body.listing, path);
      if (listingPath === null) return [];
      const name = body.listing ? `${listingHeading(body.listing.listing, body.listing.name, locale)} — ${body.collection.title}` : body.collection.title;
      const canonical: HeadLink[] = body.listing ? [{ rel: "canonical", href: `${baseUrl}${listingPagePath(listingPath, body.pager.number)}` }] : [];
      return [...feedLinks(listingPath, name), ...canonical];
    }
    case "post":
      return body.event ? [] : feedLinks(`/${body.collection.urlSlug}`, body.collection.title);
    case "system":
      return body.canonicalPath ? [{ rel: "canonical", href: `${baseUrl}${body.canonicalPath}` }] : [];
    default:
      return [];
  }
}
