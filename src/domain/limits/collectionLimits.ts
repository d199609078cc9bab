import { invalid } from "../errors";
import { CONTENT_LIMITS } from "./commerceLimits";

/**
 * How many things of each kind one site keeps: the owner API refuses the one past a limit with
 * its sentence below, and the site file takes as many, so a site's own export always imports.
 * A shop holds 10,000 products, as the leading hosted builder's store page does (above the
 * 200 per products collection of spec 2 §9); a gallery keeps the spec's 250 orderable slides.
 */
export const COLLECTION_LIMITS = {
  /** Pages, blogs, events pages and the shop together. */
  pagesPerSite: 500,
  postsPerBlog: 10_000,
  eventsPerEventsPage: 5_000,
  productsPerShop: 10_000,
  slidesPerGallery: CONTENT_LIMITS.maxItemsInUserOrderableCollection,
  formsPerSite: 500,
  filesPerSite: 20_000,
  redirectsPerSite: 1_000,
} as const;

/** A kind of thing a site keeps a limited number of. */
export type CollectionKind = keyof typeof COLLECTION_LIMITS;

const most = (kind: CollectionKind): string => COLLECTION_LIMITS[kind].toLocaleString("en-US");

/** The sentence refusing the one past each limit, naming the limit. */
export const COLLECTION_LIMIT_MESSAGES: Readonly<Record<CollectionKind, string>> = {
  pagesPerSite: `A site holds at most ${most("pagesPerSite")} pages, counting blogs, events pages and the shop.`,
  postsPerBlog: `A blog holds at most ${most("postsPerBlog")} posts.`,
  eventsPerEventsPage: `An events page holds at most ${most("eventsPerEventsPage")} events.`,
  productsPerShop: `A shop holds at most ${most("productsPerShop")} products.`,
  slidesPerGallery: `A gallery holds at most ${most("slidesPerGallery")} slides.`,
  formsPerSite: `A site holds at most ${most("formsPerSite")} forms.`,
  filesPerSite: `A site holds at most ${most("filesPerSite")} files and images.`,
  redirectsPerSite: `A site keeps at most ${most("redirectsPerSite")} redirects.`,
};

/** Refuses adding one more of a kind when `count` of them already reach its limit, in the limit's sentence (under `field` when given). */
export function refuseOnePastLimit(kind: CollectionKind, count: number, field?: string): void {
  if (count < COLLECTION_LIMITS[kind]) return;
  const message = COLLECTION_LIMIT_MESSAGES[kind];
  throw invalid(message, field === undefined ? undefined : { [field]: message });
}
