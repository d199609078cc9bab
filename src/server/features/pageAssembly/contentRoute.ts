import type { EventDetailsRow } from "../../../db/schema";
import type { ShownComment } from "../../../domain/comments/commentThreads";
import type { PostAuthor } from "../../../domain/postAuthors";
import type { ListingShown } from "./listingShown";
import type { ListingPager } from "../../../domain/listingPages";
import type { EventsOfCollection } from "../events/publishedEvents";
import type { Collection, Item, StoredLayout } from "../content/contentRecords";
import type { SitePageBody } from "./sitePageBody";

/** What a content path names on a site. */
export type ContentRoute =
  | { kind: "page"; collection: Collection; layout: StoredLayout | null }
  | {
      kind: "blog";
      collection: Collection;
      posts: Item[];
      pager: ListingPager;
      listing?: ListingShown;
      /** Each listed post's published comments, when the site has comments on. */
      commentCounts?: Map<string, number>;
    }
  | {
      kind: "post";
      collection: Collection;
      item: Item;
      layout: StoredLayout | null;
      event?: EventDetailsRow;
      author?: PostAuthor;
      /** The post's published comments, when the site has native comments on. */
      comments?: ShownComment[];
    }
  | { kind: "events"; collection: Collection; events: EventsOfCollection }
  | { kind: "event-calendar"; collection: Collection; item: Item; event: EventDetailsRow }
  | { kind: "member-area"; collection: Collection; layout: StoredLayout | null }
  | { kind: "store"; collection: Collection; body: SitePageBody }
  | { kind: "not-found" };
