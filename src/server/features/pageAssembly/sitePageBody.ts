import type { ReactNode } from "react";
import type { SiteForBlocks } from "../../../blocks/shared/siteForBlocks";
import type { LoadedBlockData } from "../../../blocks/types";
import type { EventDetailsRow } from "../../../db/schema";
import type { ShownComment } from "../../../domain/comments/commentThreads";
import type { PostAuthor } from "../../../domain/postAuthors";
import type { EventsOfCollection } from "../events/publishedEvents";
import type { Collection, Item } from "../content/contentRecords";
import type { ListingShown } from "./listingShown";
import type { ListingPager } from "../../../domain/listingPages";
import type { PageLayout } from "./pageLayout";

/** A page's or post's layout as shown, what its data blocks loaded and what they know of the site (SitePages.shownPage). */
export interface ShownPage {
  layout: PageLayout;
  loaded: LoadedBlockData;
  site: SiteForBlocks;
}
import type { ShopPageSeo } from "./shopPageSeo";

/** The content of a page to render, decided by the route and access checks; its own file so routes can name it without importing the renderer. */
export type SitePageBody =
  | { kind: "page"; collection: Collection; page: ShownPage }
  | { kind: "blog"; collection: Collection; posts: Item[]; pager: ListingPager; listing?: ListingShown; commentCounts?: Map<string, number> }
  | { kind: "post"; collection: Collection; item: Item; page: ShownPage; event?: EventDetailsRow; author?: PostAuthor; comments?: ShownComment[] }
  | { kind: "events"; collection: Collection; events: EventsOfCollection }
  | { kind: "access-denied"; collection: Collection }
  | { kind: "not-found" }
  | { kind: "error" }
  | { kind: "lock"; scope: "site" | "page"; collection: Collection | null; failed: boolean; crumb: string; action: string; problem?: string | null }
  | {
      kind: "system";
      status: number;
      pageType: number;
      title: string;
      content: ReactNode;
      /** The collection the page belongs to (e.g. a products collection), for the site context. */
      collection?: Collection;
      /** Islands the page's own markup uses (store pages). */
      islands?: string[];
      /**
       * Names the content when it is the same for every request until the site changes (a shop's
       * list or product page), so its HTML is rendered once per site version and kept.
       */
      contentKey?: string;
      /** The path search engines should know the page by, for its canonical link (a shop's category pages). */
      canonicalPath?: string;
      /** What the page's head tells search engines of what it shows (a shop's product). */
      seo?: ShopPageSeo;
      /** The page's description in its head when no collection gives one (the search page's). */
      description?: string;
    };
