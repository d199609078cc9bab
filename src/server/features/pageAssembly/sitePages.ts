import type { Db } from "../../../db/database";
import type { BlockLoader, BlockReads } from "../../../blocks/blockLoader";
import type { LoadedBlockData } from "../../../blocks/types";
import { BLOCK_LOADERS } from "../../../blocks/loaderRegistry";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import type { Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import { sharedSectionsOf, withSharedSections } from "../sectionLibrary/sharedSectionResolver";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { WidgetOrigins } from "../../../blocks/shared/widgetOrigins";
import type { Collection, Item, StoredLayout } from "../content/contentRecords";
import { isItemLive } from "../content/liveItems";
import type { ContentRoute } from "./contentRoute";
import type { ShownPage, SitePageBody } from "./sitePageBody";
import { parseBlogListing, tagMatchesSlug } from "../../../domain/blogListings";
import { BLOG_PAGE_SIZE, listingPager, splitListingPage } from "../../../domain/listingPages";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { eventsRepository } from "../events/eventsRepository";
import { listPublishedEventsOfCollection } from "../events/publishedEvents";
import { authorsRepository } from "../content/authorsRepository";
import { blogListingRepository, type PostsListing } from "../content/blogListingRepository";
import { commentsRepository } from "../comments/commentsRepository";
import { contentRepository } from "../content/contentRepository";
import { mainNavigation } from "../content/mainNavigation";
import { pageLayout } from "./pageLayout";
import { siteForBlocks } from "./siteForBlocksBuilder";
import type { SiteSnapshots } from "./siteSnapshot";
import type { PageLanguage } from "./pageLanguage";
import type { FeedFormat } from "../../../domain/feedPaths";
import { LanguageTranslations } from "../multilingual/pageTranslations";
import { translationsRepository } from "../multilingual/translationsRepository";
import { translatedLayout } from "../../../domain/translations/translatableText";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";
import { routeInLanguage } from "./routeInLanguage";
import type { FeedLanguage } from "./feedLanguage";
import { normalizePopupOverlaySettings } from "../../../domain/visitorSettings/popupOverlaySettings";
import { isPopupForm } from "../../../domain/visitorSettings/popupForms";
import { captchaSiteKeyFor } from "../../../blocks/form/formsForRender";
import type { PopupFormForRender } from "../../../site/render/PopupOverlayForm";

/** The home page: the first collection of the main navigation. */
function homeCollection(collections: Collection[]): Collection | null {
  return mainNavigation(collections)[0] ?? null;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

/** What SitePages reads through features that render pages themselves (the store), handed in by buildApp. */
export interface PageSources {
  /** The server's reads for a page's block loaders (server/blockReads.ts), in an additional language with its `translations`. */
  blockReads(website: Website, now: Date, preview: boolean, translations?: TranslationLookup): BlockReads;
  /**
   * The page a path of a shop names (its list, or one product), null when none; what it reads
   * goes through `keep` (kept per site version for visitors); in an additional language, its
   * products' names and descriptions are the `translations`' where they have them.
   */
  shopPage(website: Website, collection: Collection, parts: string[], keep: Keep, translations?: TranslationLookup): Promise<SitePageBody | null>;
  /** The feed of a shop's category by its slug in the format, with links absolute on `baseUrl`, in an additional `language` if given; null when the shop has no such category. */
  shopCategoryFeed(
    website: Website,
    shop: Collection,
    categorySlug: string,
    format: FeedFormat,
    baseUrl: string,
    language?: FeedLanguage,
  ): Promise<string | null>;
}

/** Reads through the site snapshot for a visitor's view, fresh for an editor's preview. */
export type Keep = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/**
 * The read side of published pages, built once in buildApp: what a path names on a site (with
 * the time from its clock deciding which posts are live) and what a page's data blocks show,
 * read by their loaders (blocks/<type>/*Loader.ts) all at once. Used by the content routes for
 * every page and lock screen. What visitors see is read once per site version and kept in the
 * site snapshot (collections, layouts made renderable with their shared sections, shop pages,
 * and what a layout's loaders answered, unless one changes with the time); an editor's preview
 * reads everything fresh.
 */
export class SitePages {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly snapshots: SiteSnapshots,
    private readonly widgetOrigins: WidgetOrigins,
    private readonly sources: PageSources,
  ) {}

  /** Reads for this view: kept in the site's snapshot for visitors, fresh in `preview`. */
  private keep(website: Website, preview: boolean): Keep {
    return preview ? (_, read) => read() : (key, read) => this.snapshots.part(website, key, read);
  }

  /**
   * The site's collections: all of them in `preview`, else those visitors may see (pages never
   * published, in review or private are left out, even of the navigation, the sitemap and search).
   */
  collections(website: Website, preview: boolean): Promise<Collection[]> {
    return this.keep(website, preview)("collections", async () => {
      const all = await contentRepository.listCollections(this.db, website.id);
      if (preview) return all;
      const published = await contentRepository.publishedOwnerIds(this.db, website.id);
      return all.filter((c) => c.type !== COLLECTION_TYPE.PAGE || (published.has(c.id) && c.publishState === null));
    });
  }

  /** A shop category's feed, read through the store (the feed routes keep it per site version). */
  shopCategoryFeed(
    website: Website,
    shop: Collection,
    categorySlug: string,
    format: FeedFormat,
    baseUrl: string,
    language?: FeedLanguage,
  ): Promise<string | null> {
    return this.sources.shopCategoryFeed(website, shop, categorySlug, format, baseUrl, language);
  }

  /** The site's translations into one of its languages: kept per site version for visitors (saving one is a site change), fresh in `preview`. */
  translations(website: Website, locale: string, preview: boolean): Promise<LanguageTranslations> {
    return this.keep(website, preview)(
      `translations\n${locale}`,
      async () => new LanguageTranslations(locale, await translationsRepository.ofLocale(this.db, website.id, locale)),
    );
  }

  /**
   * The stored layout of a page or post with its shared sections in place of their placements:
   * the published ones for visitors (the draft, not kept, stands as the published), the drafts
   * in `preview`.
   */
  private layoutOf(website: Website, ownerId: string, preview: boolean): Promise<StoredLayout | null> {
    const keep = this.keep(website, preview);
    return keep(`layout\n${ownerId}`, async () => {
      const layout = await contentRepository.findLayout(this.db, website.id, ownerId);
      if (!layout) return null;
      const shared = () => keep("shared sections", () => sharedSectionsOf(this.db, website.id, preview));
      if (preview) return { ...layout, draft: await withSharedSections(layout.draft, shared) };
      const published = await withSharedSections(layout.published, shared);
      return { ...layout, draft: published, published };
    });
  }

  /**
   * Finds what a path names: the home page at "/", a page or blog by its slug, a blog post by the
   * blog's slug plus the post's path. Drafts, unpublished layouts and future posts are not found,
   * except in `preview` (a signed-in editor's view of the drafts). A page's shared sections come
   * in place of their placements: published ones for visitors, drafts in `preview`. In an
   * additional language (`translations`), posts, events and products carry their translated words.
   */
  async resolve(website: Website, collections: Collection[], path: string, preview = false, translations?: TranslationLookup): Promise<ContentRoute> {
    const route = await this.find(website, collections, path, preview, translations);
    return translations ? routeInLanguage(route, translations) : route;
  }

  private async find(website: Website, collections: Collection[], path: string, preview: boolean, translations?: TranslationLookup): Promise<ContentRoute> {
    const db = this.db;
    const now = this.clock.now();
    const findLayout = (ownerId: string) => this.layoutOf(website, ownerId, preview);
    const parts = splitPath(path);
    const collection = parts.length === 0 ? homeCollection(collections) : (collections.find((c) => c.urlSlug === parts[0]) ?? null);
    if (!collection) return { kind: "not-found" };
    if (collection.type === COLLECTION_TYPE.PAGE) {
      if (parts.length > 1) return { kind: "not-found" };
      const layout = await findLayout(collection.id);
      if (!layout || (!layout.published && !preview)) return { kind: "not-found" };
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
          const comments = website.commentsEnabled
            ? await this.keep(website, preview)(`comments\n${item.id}`, () => commentsRepository.publishedOf(db, website.id, { kind: "post", id: item.id }))
            : undefined;
          return { kind: "post", collection, item, layout: await findLayout(item.id), ...(author ? { author } : {}), ...(comments ? { comments } : {}) };
        }
      }
      const paged = splitListingPage(parts.slice(1));
      if (!paged) return { kind: "not-found" };
      const firstPagePath = ["", collection.urlSlug, ...paged.parts].join("/");
      const offset = (paged.page - 1) * BLOG_PAGE_SIZE;
      const page = async (posts: Item[], hasOlder: boolean) => ({
        posts,
        pager: listingPager(firstPagePath, paged.page, hasOlder),
        ...(website.commentsEnabled ? { commentCounts: await this.commentCounts(website, posts, preview) } : {}),
      });
      if (paged.parts.length === 0) {
        const posts = await contentRepository.listItemsPage(db, website.id, collection.id, preview ? null : now, offset, BLOG_PAGE_SIZE + 1);
        if (paged.page > 1 && posts.length === 0) return { kind: "not-found" };
        return { kind: "blog", collection, ...(await page(posts.slice(0, BLOG_PAGE_SIZE), posts.length > BLOG_PAGE_SIZE)) };
      }
      const listing = parseBlogListing(paged.parts);
      if (!listing) return { kind: "not-found" };
      const author = listing.kind === "author" ? (await authorsRepository.siteAuthors(db, website.id)).find((a) => a.slug === listing.slug) : undefined;
      const chosen: PostsListing | null = listing.kind !== "author" ? listing : author ? { kind: "author", authorId: author.id } : null;
      if (!chosen) return { kind: "not-found" };
      const liveAt = preview ? null : now;
      const posts = await blogListingRepository.listingPage(db, website.id, collection.id, chosen, liveAt, website.timeZone, offset, BLOG_PAGE_SIZE + 1);
      if (paged.page > 1 && posts.length === 0) return { kind: "not-found" };
      const shown = await page(posts.slice(0, BLOG_PAGE_SIZE), posts.length > BLOG_PAGE_SIZE);
      if (author) return { kind: "blog", collection, ...shown, listing: { listing, name: author.name } };
      if (listing.kind !== "tag" && listing.kind !== "category") return { kind: "blog", collection, ...shown, listing: { listing, name: "" } };
      const kept = collection.settings[listing.kind === "tag" ? "tags" : "categories"];
      const keptName = Array.isArray(kept) ? kept.find((n): n is string => typeof n === "string" && tagMatchesSlug(n, listing.slug)) : undefined;
      const name = keptName ?? (await blogListingRepository.termName(db, website.id, collection.id, listing.kind, listing.slug, liveAt));
      if (name === null) return { kind: "not-found" };
      return { kind: "blog", collection, ...shown, listing: { listing, name } };
    }
    if (collection.type === COLLECTION_TYPE.PRODUCTS) {
      const shopParts = parts.length === 0 ? [collection.urlSlug] : parts;
      const keep = this.keep(website, preview);
      const body = await this.sources.shopPage(website, collection, shopParts, (key, read) => keep(`shop\n${collection.id}\n${key}`, read), translations);
      return body ? { kind: "store", collection, body } : { kind: "not-found" };
    }
    return { kind: "not-found" };
  }

  /** How many published comments each listed post has (none counted as 0), kept per site version for visitors. */
  private async commentCounts(website: Website, posts: Item[], preview: boolean): Promise<Map<string, number>> {
    const ids = posts.map((post) => post.id);
    const counted = await this.keep(website, preview)(`comment counts\n${ids.join(",")}`, () => commentsRepository.publishedCounts(this.db, website.id, ids));
    return new Map(ids.map((id) => [id, counted.get(id) ?? 0]));
  }

  /**
   * The form the site's popup overlay signs visitors up with, as every page carries it: none
   * when the popup is off, has no form, or its form is gone or no longer asks for an email
   * address. Kept per site version (and language, whose words it takes) for visitors.
   */
  async popupForm(website: Website, preview: boolean, translations?: TranslationLookup, locale = website.locale): Promise<PopupFormForRender | null> {
    const { isEnabled, formId } = normalizePopupOverlaySettings(website.popupOverlaySettings);
    if (!isEnabled || formId === "") return null;
    const keep = this.keep(website, preview);
    const read = await keep(`popup form\n${formId}${translations ? `\n${locale}` : ""}`, () =>
      this.sources.blockReads(website, this.clock.now(), preview, translations).forms([formId]),
    );
    const form = read.forms[formId];
    return form && isPopupForm(form) ? { form, captchaSiteKey: captchaSiteKeyFor(read, form) } : null;
  }

  /**
   * A page's or post's layout made ready to render, and what its data blocks show beyond their
   * settings: the loaders of the block types the layout holds, run together. For visitors, both
   * are kept in the site snapshot under the layout's owner, that is per site version (publishing
   * a post or changing a product goes through SiteChanges, so the next version reads them again),
   * unless a loader's answer changes with the time; and what its blocks know of the site, kept
   * per path. `stored` is what the route shows of the owner's layout (layoutOf's, for visitors).
   * In an additional `language`, the layout's block texts are its translations where it has them,
   * and its forms and products are read with theirs, both kept per language.
   */
  async shownPage(
    website: Website,
    page: { ownerId: string; stored: unknown; path: string; collections: Collection[]; language?: PageLanguage },
    preview: boolean,
  ): Promise<ShownPage> {
    const { ownerId, stored, path, collections, language } = page;
    const keep = this.keep(website, preview);
    const site = keep(`site for blocks\n${path}`, async () => siteForBlocks(website, collections, path, language));
    const fields = language?.translations?.layoutFields(ownerId);
    const layout = await keep(`page\n${ownerId}${language?.translations ? `\n${language.locale}` : ""}`, async () =>
      pageLayout(fields ? translatedLayout(stored, fields) : stored, this.widgetOrigins),
    );
    const blocks = blocksOfLayout(layout.layout);
    const loaders = BLOCK_LOADERS.filter((loader) => blocks.some((block) => loader.types.includes(block.type)));
    if (loaders.length === 0) return { layout, loaded: new Map(), site: await site };
    const read = async (): Promise<LoadedBlockData> => {
      const now = this.clock.now();
      const reads = this.sources.blockReads(website, now, preview, language?.translations);
      const answers = await Promise.all(
        loaders.map(async (loader) => {
          const own = blocks.filter((block) => loader.types.includes(block.type));
          return [loader, await loader.load({ blocks: own, ownerId, reads, now: now.toISOString() })] as const;
        }),
      );
      return new Map<BlockLoader<unknown>, unknown>(answers);
    };
    const inLocale = language?.translations ? `\n${language.locale}` : "";
    const loaded = await (loaders.some((loader) => loader.changesWithTime) ? read() : keep(`loaded\n${ownerId}${inLocale}`, read));
    return { layout, loaded, site: await site };
  }
}
