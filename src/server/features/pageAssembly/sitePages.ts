import type { Db } from "../../../db/database";
import type { BlockLoader, BlockReads } from "../../../blocks/blockLoader";
import type { LoadedBlockData } from "../../../blocks/types";
import { BLOCK_LOADERS } from "../../../blocks/loaderRegistry";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import type { Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import { SharedSectionResolver } from "../sectionLibrary/sharedSectionResolver";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { renderableLayout } from "../../../blocks/renderableLayout";
import type { Collection, Item } from "../content/contentRecords";
import { isItemLive } from "../content/liveItems";
import type { ContentRoute } from "./contentRoute";
import type { SitePageBody } from "./sitePageBody";
import { parseBlogListing, postInListing, tagMatchesSlug } from "../../../domain/blogListings";
import { BLOG_PAGE_SIZE, listingPager, splitListingPage } from "../../../domain/listingPages";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { eventsRepository } from "../events/eventsRepository";
import { listPublishedEventsOfCollection } from "../events/publishedEvents";
import { authorsRepository } from "../content/authorsRepository";
import { contentRepository } from "../content/contentRepository";
import { mainNavigation } from "../content/mainNavigation";
import { PublishedCollections } from "./publishedCollections";
import { PublishedLayouts } from "./publishedLayouts";
import { frozen } from "./frozen";
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

/** What a page without data blocks has loaded. */
const NOTHING_LOADED: LoadedBlockData = new Map();

/** What SitePages reads through features that render pages themselves (the store), handed in by buildApp. */
export interface PageSources {
  /** The server's reads for a page's block loaders (server/blockReads.ts). */
  blockReads(website: Website, now: Date, preview: boolean): BlockReads;
  /** The page a path of a shop names (its list, or one product), null when none. */
  shopPage(website: Website, collection: Collection, parts: string[]): Promise<SitePageBody | null>;
}

/**
 * The read side of published pages, built once in buildApp: what a path names on a site (with
 * the time from its clock deciding which posts are live) and what a page's data blocks show,
 * read by their loaders (blocks/<type>/*Loader.ts) all at once. Used by the content routes for
 * every page and lock screen. What visitors see is read once per site version (collections,
 * layouts, shop pages, and what the loaders of a published layout answer, unless one changes
 * with the time); an editor's preview reads everything fresh.
 */
export class SitePages {
  private readonly publishedLayouts: PublishedLayouts;
  private readonly publishedCollections: PublishedCollections;
  private readonly shopPages = new SiteVersionMemo<SitePageBody | null>(SHOP_PAGE_LIMIT);
  private readonly loadedOfLayouts = new WeakMap<object, Promise<LoadedBlockData>>();
  private readonly sharedSections: SharedSectionResolver;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sources: PageSources,
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
      if (parts.length > 1) {
        const item = await contentRepository.findItemByPath(db, website.id, collection.id, parts.slice(1).join("/"));
        if (item && (preview || isItemLive(item, now))) {
          const author = item.authorId ? (await authorsRepository.siteAuthors(db, website.id)).find((a) => a.id === item.authorId) : undefined;
          return { kind: "post", collection, item, layout: await findLayout(item.id), ...(author ? { author } : {}) };
        }
      }
      const paged = splitListingPage(parts.slice(1));
      if (!paged) return { kind: "not-found" };
      const firstPagePath = ["", collection.urlSlug, ...paged.parts].join("/");
      const offset = (paged.page - 1) * BLOG_PAGE_SIZE;
      const page = (posts: Item[], hasOlder: boolean) => ({ posts, pager: listingPager(firstPagePath, paged.page, hasOlder) });
      if (paged.parts.length === 0) {
        const posts = await contentRepository.listItemsPage(db, website.id, collection.id, preview ? null : now, offset, BLOG_PAGE_SIZE + 1);
        if (paged.page > 1 && posts.length === 0) return { kind: "not-found" };
        return { kind: "blog", collection, ...page(posts.slice(0, BLOG_PAGE_SIZE), posts.length > BLOG_PAGE_SIZE) };
      }
      const listing = parseBlogListing(paged.parts);
      if (!listing) return { kind: "not-found" };
      const authors = listing.kind === "author" ? await authorsRepository.siteAuthors(db, website.id) : [];
      const authorSlugs = new Map(authors.map((author) => [author.id, author.slug]));
      const facts = (await contentRepository.listItemFacts(db, website.id, collection.id)).filter(
        (post) =>
          (preview || isItemLive(post, now)) &&
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
      if (paged.page > 1 && facts.length <= offset) return { kind: "not-found" };
      const pageIds = facts.slice(offset, offset + BLOG_PAGE_SIZE).map((post) => post.id);
      const shown = page(await contentRepository.itemsByIds(db, website.id, pageIds), facts.length > offset + BLOG_PAGE_SIZE);
      if (listing.kind === "author") {
        const author = authors.find((a) => a.slug === listing.slug);
        return author ? { kind: "blog", collection, ...shown, listing: { listing, name: author.name } } : { kind: "not-found" };
      }
      const kept = collection.settings[listing.kind === "tag" ? "tags" : "categories"];
      const names = [
        ...(Array.isArray(kept) ? kept.filter((n): n is string => typeof n === "string") : []),
        ...facts.flatMap((p) => (listing.kind === "tag" ? p.tags : p.categories)),
      ];
      const name = "slug" in listing ? names.find((n) => tagMatchesSlug(n, listing.slug)) : "";
      if (name === undefined) return { kind: "not-found" };
      return { kind: "blog", collection, ...shown, listing: { listing, name } };
    }
    if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      const shopParts = parts.length === 0 ? [collection.urlSlug] : parts;
      const read = () => this.sources.shopPage(website, collection, shopParts);
      const body = await (preview ? read() : this.shopPages.of(website.id, website.version, `${collection.id}\n${shopParts.slice(1).join("/")}`, read));
      return body ? { kind: "store", collection, body } : { kind: "not-found" };
    }
    return { kind: "not-found" };
  }

  /**
   * What a page's data blocks show beyond their settings: the loaders of the block types the
   * layout holds, run together. Kept with the published layout object, that is per site version
   * (publishing a post or changing a product goes through SiteChanges, so the next version reads
   * them again), frozen, unless a loader's answer changes with the time.
   */
  loadedFor(website: Website, storedLayout: unknown, preview: boolean): Promise<LoadedBlockData> {
    const blocks = blocksOfLayout(renderableLayout(storedLayout).layout);
    const loaders = BLOCK_LOADERS.filter((loader) => blocks.some((block) => loader.types.includes(block.type)));
    if (loaders.length === 0) return Promise.resolve(NOTHING_LOADED);
    const read = async (): Promise<LoadedBlockData> => {
      const now = this.clock.now();
      const reads = this.sources.blockReads(website, now, preview);
      const answers = await Promise.all(
        loaders.map(async (loader) => {
          const own = blocks.filter((block) => loader.types.includes(block.type));
          return [loader, await loader.load({ blocks: own, reads, now: now.toISOString() })] as const;
        }),
      );
      return new Map<BlockLoader<unknown>, unknown>(answers);
    };
    const fresh = preview || loaders.some((loader) => loader.changesWithTime) || !storedLayout || typeof storedLayout !== "object";
    return fresh ? read() : keptFor(this.loadedOfLayouts, storedLayout, async () => frozen(await read()));
  }
}
