import type { Db } from "../../../db/database";
import type { FormsForRender } from "../../../blocks/form/formsForRender";
import type { ProductsForRender } from "../../../blocks/product/productForRender";
import type { SummariesForRender } from "../../../blocks/summary/summaryItems";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import type { Clock } from "../../clock";
import { formsForPage } from "../forms/formsForPage";
import type { Website } from "../sites/websiteRecord";
import { SharedSectionResolver } from "../sectionLibrary/sharedSectionResolver";
import { productsForPage } from "../store/productsForPage";
import { productsRepository } from "../store/productsRepository";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { renderableLayout } from "../../../blocks/renderableLayout";
import { collectionLinkSchema } from "../../../blocks/collection-link/schema";
import { readShopPage, shopPageBody, type ShopPageData } from "../store/shopRoute";
import { summariesForPage } from "../widgets/summariesForPage";
import type { Collection } from "./contentRecords";
import { isItemLive } from "./liveItems";
import type { ContentRoute } from "./contentRoute";
import { parseBlogListing, postInListing, tagMatchesSlug } from "../../../domain/blogListings";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { eventsRepository } from "../events/eventsRepository";
import { listPublishedEventsOfCollection } from "../events/publishedEvents";
import { listingsForPage } from "../events/listingsForPage";
import type { ListingsForRender } from "../../../blocks/shared/listingsForRender";
import { authorsRepository } from "./authorsRepository";
import { contentRepository } from "./contentRepository";
import { mainNavigation } from "./mainNavigation";
import { PublishedCollections } from "./publishedCollections";
import { PublishedLayouts } from "./publishedLayouts";
import { SiteVersionMemo } from "./siteVersionMemo";

/** How many shop pages' products are kept across all sites (least recently used out). */
const SHOP_PAGE_LIMIT = 5000;

/** The home page: the first collection of the main navigation. */
function homeCollection(collections: Collection[]): Collection | null {
  return mainNavigation(collections)[0] ?? null;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

/** Keeps what `read` answers for a layout object; a failed read is not kept. */
function keptFor<T>(kept: WeakMap<object, Promise<T>>, layout: object, read: () => Promise<T>): Promise<T> {
  let value = kept.get(layout);
  if (value === undefined) {
    value = read();
    kept.set(layout, value);
    value.catch(() => kept.delete(layout));
  }
  return value;
}

/**
 * The read side of published pages, built once in buildApp: what a path names on a site (with
 * the time from its clock deciding which posts are live) and the forms, products and summaries a page's
 * blocks show. Used by the content routes for every page and lock screen. What visitors see is
 * read once per site version (collections, layouts, shop pages, and the forms, products and summaries of a
 * published layout, which PublishedLayouts gives as one object per version); an editor's preview
 * reads everything fresh.
 */
/** What a page's blocks show beyond their settings, each undefined when no block of the page needs it. */
export interface PageBlockData {
  forms?: FormsForRender;
  products?: ProductsForRender;
  summaries?: SummariesForRender;
  listings?: ListingsForRender;
  collectionCounts?: Record<string, number>;
}

export class SitePages {
  private readonly publishedLayouts: PublishedLayouts;
  private readonly publishedCollections: PublishedCollections;
  private readonly shopPages = new SiteVersionMemo<ShopPageData>(SHOP_PAGE_LIMIT);
  private readonly formsOfLayouts = new WeakMap<object, Promise<FormsForRender | undefined>>();
  private readonly productsOfLayouts = new WeakMap<object, Promise<ProductsForRender | undefined>>();
  private readonly summariesOfLayouts = new WeakMap<object, Promise<SummariesForRender | undefined>>();
  private readonly collectionCounts = new SiteVersionMemo<Record<string, number>>(SHOP_PAGE_LIMIT);
  private readonly sharedSections: SharedSectionResolver;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.publishedLayouts = new PublishedLayouts(db);
    this.publishedCollections = new PublishedCollections(db);
    this.sharedSections = new SharedSectionResolver(db);
  }

  /** The site's collections: all of them in `preview`, else those visitors may see (kept per site version). */
  collections(website: Website, preview: boolean): Promise<Collection[]> {
    return preview ? contentRepository.listCollections(this.db, website.id) : this.publishedCollections.of(website.id, website.version);
  }

  /**
   * Finds what a path names: the home page at "/", a page or blog by its slug, a blog post by the
   * blog's slug plus the post's path. Drafts, unpublished layouts and future posts are not found,
   * except in `preview` (a signed-in editor's view of the drafts). A page's shared sections come
   * in place of their placements: published ones for visitors, drafts in `preview`.
   */
  async resolve(website: Website, collections: Collection[], path: string, preview = false): Promise<ContentRoute> {
    const db = this.db;
    const now = this.clock.now();
    const findLayout = (ownerId: string) =>
      preview ? contentRepository.findLayout(db, website.id, ownerId) : this.publishedLayouts.of(website.id, website.version, ownerId);
    const parts = splitPath(path);
    const collection = parts.length === 0 ? homeCollection(collections) : (collections.find((c) => c.urlSlug === parts[0]) ?? null);
    if (!collection) return { kind: "not-found" };
    if (collection.type === COLLECTION_TYPE.PAGE) {
      if (parts.length > 1) return { kind: "not-found" };
      const stored = await findLayout(collection.id);
      if (!stored || (!stored.published && !preview)) return { kind: "not-found" };
      const layout = await this.sharedSections.resolve(website.id, website.version, stored, preview);
      return collection.navigation === NAVIGATION.MEMBER_AREAS ? { kind: "member-area", collection, layout } : { kind: "page", collection, layout };
    }

    if (collection.type === COLLECTION_TYPE.GENERIC && isEventsCollection(collection.settings)) {
      if (parts.length <= 1) return { kind: "events", collection, events: await listPublishedEventsOfCollection(db, website.id, collection, now) };
      const itemPath = parts.slice(1).join("/");
      const calendarFile = itemPath.endsWith(".ics");
      const item = await contentRepository.findItemByPath(db, website.id, collection.id, calendarFile ? itemPath.slice(0, -4) : itemPath);
      if (!item || (!preview && !isItemLive(item, now))) return { kind: "not-found" };
      const event = await eventsRepository.find(db, website.id, item.id);
      if (!event) return { kind: "not-found" };
      if (calendarFile) return { kind: "event-calendar", collection, item, event };
      return { kind: "post", collection, item, layout: await findLayout(item.id), event };
    }
    if (collection.type === COLLECTION_TYPE.GENERIC) {
      const livePosts = async () => (await contentRepository.listItems(db, website.id, collection.id)).filter((item) => preview || isItemLive(item, now));
      if (parts.length <= 1) return { kind: "blog", collection, posts: await livePosts() };
      const item = await contentRepository.findItemByPath(db, website.id, collection.id, parts.slice(1).join("/"));
      if (item && (preview || isItemLive(item, now))) {
        const author = item.authorId ? (await authorsRepository.siteAuthors(db, website.id)).find((a) => a.id === item.authorId) : undefined;
        return { kind: "post", collection, item, layout: await findLayout(item.id), ...(author ? { author } : {}) };
      }
      const listing = parseBlogListing(parts.slice(1));
      if (!listing) return { kind: "not-found" };
      const authors = listing.kind === "author" ? await authorsRepository.siteAuthors(db, website.id) : [];
      const authorSlugs = new Map(authors.map((author) => [author.id, author.slug]));
      const posts = (await livePosts()).filter((post) =>
        postInListing(
          {
            publishedOn: post.publishOn ?? post.createdAt,
            tags: post.tags,
            categories: post.categories,
            authorSlug: post.authorId ? (authorSlugs.get(post.authorId) ?? null) : null,
          },
          listing,
          website.timeZone,
        ),
      );
      if (listing.kind === "author") {
        const author = authors.find((a) => a.slug === listing.slug);
        return author ? { kind: "blog", collection, posts, listing: { listing, name: author.name } } : { kind: "not-found" };
      }
      const kept = collection.settings[listing.kind === "tag" ? "tags" : "categories"];
      const names = [
        ...(Array.isArray(kept) ? kept.filter((n): n is string => typeof n === "string") : []),
        ...posts.flatMap((p) => (listing.kind === "tag" ? p.tags : p.categories)),
      ];
      const name = "slug" in listing ? names.find((n) => tagMatchesSlug(n, listing.slug)) : "";
      if (name === undefined) return { kind: "not-found" };
      return { kind: "blog", collection, posts, listing: { listing, name } };
    }
    if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      const shopParts = parts.length === 0 ? [collection.urlSlug] : parts;
      const read = () => readShopPage(db, website, collection, shopParts);
      const data = await (preview ? read() : this.shopPages.of(website.id, website.version, `${collection.id}\n${shopParts.slice(1).join("/")}`, read));
      return data ? { kind: "store", collection, body: shopPageBody(collection, data) } : { kind: "not-found" };
    }
    return { kind: "not-found" };
  }

  /** What a page's blocks show beyond their settings (forms, products, summaries, listings, collection counts), read once for a render. */
  async blockDataFor(website: Website, collections: Collection[], storedLayout: unknown, preview: boolean): Promise<PageBlockData> {
    return {
      forms: await this.formsFor(website.id, storedLayout, preview),
      products: await this.productsFor(website, storedLayout, preview),
      summaries: await this.summariesFor(website, storedLayout, preview),
      listings: await this.listingsFor(website, storedLayout),
      collectionCounts: await this.collectionCountsFor(website, collections, storedLayout, preview),
    };
  }

  /** The forms a page's form and newsletter blocks show; undefined for a page without any. */
  private formsFor(websiteId: string, storedLayout: unknown, preview: boolean): Promise<FormsForRender | undefined> {
    const read = () => formsForPage(this.db, websiteId, storedLayout);
    return preview || !storedLayout || typeof storedLayout !== "object" ? read() : keptFor(this.formsOfLayouts, storedLayout, read);
  }

  /**
   * The blogs and events pages a page's listing blocks show, read at every uncached render: which
   * events are upcoming changes with the time, not only with the site's version.
   */
  private listingsFor(website: Website, storedLayout: unknown): Promise<ListingsForRender | undefined> {
    return listingsForPage(this.db, website, storedLayout, this.clock.now());
  }

  /** The visible products a page's product blocks show; undefined for a page without any. */
  private productsFor(website: Website, storedLayout: unknown, preview: boolean): Promise<ProductsForRender | undefined> {
    const read = () => productsForPage(this.db, website, storedLayout);
    return preview || !storedLayout || typeof storedLayout !== "object" ? read() : keptFor(this.productsOfLayouts, storedLayout, read);
  }

  /**
   * The items a page's summary blocks show; undefined for a page without any. Kept with the
   * published layout object, that is per site version: publishing a post or changing a product
   * goes through SiteChanges, so the next version reads them again.
   */
  private summariesFor(website: Website, storedLayout: unknown, preview: boolean): Promise<SummariesForRender | undefined> {
    const read = () => summariesForPage(this.db, website, storedLayout, this.clock.now());
    return preview || !storedLayout || typeof storedLayout !== "object" ? read() : keptFor(this.summariesOfLayouts, storedLayout, read);
  }

  /**
   * How many posts (live ones) or products (visible ones) each blog and shop shows, for a page
   * with collection link blocks (kept per site version for visitors); undefined for a page without any.
   */
  private async collectionCountsFor(
    website: Website,
    collections: Collection[],
    storedLayout: unknown,
    preview: boolean,
  ): Promise<Record<string, number> | undefined> {
    const blocks = blocksOfLayout(renderableLayout(storedLayout).layout);
    if (!blocks.some((block) => block.type === collectionLinkSchema.type)) return undefined;
    const read = async () => {
      const now = this.clock.now();
      const counts: Record<string, number> = {};
      for (const collection of collections) {
        if (collection.type === COLLECTION_TYPE.GENERIC) {
          const items = await contentRepository.listItems(this.db, website.id, collection.id);
          counts[collection.id] = items.filter((item) => preview || isItemLive(item, now)).length;
        } else if (collection.type === COLLECTION_TYPE.PRODUCTS) {
          const products = await productsRepository.listProducts(this.db, website.id, collection.id);
          counts[collection.id] = products.filter((p) => p.visible && p.variants.length > 0).length;
        }
      }
      return counts;
    };
    return preview ? read() : this.collectionCounts.of(website.id, website.version, "counts", read);
  }
}
