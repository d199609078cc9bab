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
import type { PaymentOrigins } from "../../responses/sitePagePolicy";

/** A page's or post's layout as shown, what its data blocks loaded and what they know of the site (SitePages.shownPage). */
export interface ShownPage {
  layout: PageLayout;
  loaded: LoadedBlockData;
  site: SiteForBlocks;
}
import type { ShopPageSeo } from "./shopPageSeo";
import type { MemberOffer } from "../../../site/render/pages/MemberPages";

/** The content of a page to render, decided by the route and access checks; its own file so routes can name it without importing the renderer. */
export type SitePageBody =
  | { kind: "page"; collection: Collection; page: ShownPage }
  | { kind: "blog"; collection: Collection; posts: Item[]; pager: ListingPager; listing?: ListingShown; commentCounts?: Map<string, number> }
  | { kind: "post"; collection: Collection; item: Item; page: ShownPage; event?: EventDetailsRow; author?: PostAuthor; comments?: ShownComment[] }
  | { kind: "events"; collection: Collection; events: EventsOfCollection }
  | { kind: "access-denied"; collection: Collection }
  /** A member area's page for a visitor who is not signed in (105): its preview sections (none for a blog or post) and the offer to join. */
  | { kind: "protected"; collection: Collection; page: ShownPage | null; offer: MemberOffer }
  /** A member area's page for a signed-in customer without a membership of it (106): the offer to join. */
  | { kind: "member-denied"; collection: Collection; offer: MemberOffer; email: string }
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
      /** The listing whose feeds the head links (a shop's category pages): its first page's path and the name the links give it. */
      feeds?: { listingPath: string; name: string };
      /** What the page's head tells search engines of what it shows (a shop's product). */
      seo?: ShopPageSeo;
      /** The page's description in its head when no collection gives one (the search page's). */
      description?: string;
      /** The origins of the card library a payment page loads (Stripe.js), which its policy admits; none on any other page. */
      paymentOrigins?: PaymentOrigins;
    };
