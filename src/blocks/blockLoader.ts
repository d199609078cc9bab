import type { CommentsForRender } from "./comments/commentsForRender";
import type { FormsForRender } from "./form/formsForRender";
import type { ProductsForRender } from "./product/productForRender";
import type { BlogForRender, EventsForRender } from "./shared/listingsForRender";
import type { SummarySettings } from "./summary/schema";
import type { SummaryForRender } from "./summary/summaryItems";
import type { BlockInstance, BlockRenderContext, LoadedBlockData } from "./types";

/**
 * What the server reads for blocks, for one site as its visitors see it (an editor's preview
 * sees drafts too). Loaders read through it, so a block folder never reaches the database or
 * the server's features; the server hands one to each page's loaders (server/blockReads.ts).
 */
export interface BlockReads {
  /** The site's forms by id, with the public site keys of the captcha providers they use. */
  forms(ids: readonly string[]): Promise<FormsForRender>;
  /** The site's products for sale by id, as blocks show them; others are left out. */
  productsForSale(ids: readonly string[]): Promise<ProductsForRender>;
  /** What one summary block shows; null when its collection is gone. */
  summary(settings: SummarySettings): Promise<SummaryForRender | null>;
  /** A blog as listing blocks read it, by id ("" for the site's first); null when there is none. */
  blog(collectionId: string): Promise<BlogForRender | null>;
  /** An events page as events blocks read it, by id ("" for the site's first); null when there is none. */
  eventsPage(collectionId: string): Promise<EventsForRender | null>;
  /** How many posts (live ones) or products (visible ones) each of the site's blogs and shops shows. */
  collectionItemCounts(): Promise<Record<string, number>>;
  /** The published comments of a page or post by its id; null when the site has comments off. */
  comments(ownerId: string): Promise<CommentsForRender | null>;
}

/** What a loader is handed for a page. */
interface BlockLoadRequest {
  /** The page's blocks of the loader's types, in reading order. */
  blocks: readonly BlockInstance[];
  /** The page or post whose layout holds them. */
  ownerId: string;
  reads: BlockReads;
  /** The moment of the render, UTC ISO 8601. */
  now: string;
}

/**
 * How a block type gets what it shows beyond its settings, declared in the block's own folder
 * (`<type>/*Loader.ts`, found by loaderRegistry.ts), so a block that needs server data is one
 * folder. A page runs the loaders of the types it holds together, once per render; its block
 * reads the answer with `loadedBy`.
 */
export interface BlockLoader<Data> {
  /** The block types it reads for (the page's other blocks never run it). */
  readonly types: readonly string[];
  /**
   * True when what it reads changes with the clock, not only with the site (upcoming events):
   * it is read at every render and a page holding it is not kept in the page cache.
   */
  readonly changesWithTime: boolean;
  /**
   * True when what it shows may hold a product's stock line ("Only N left", "Sold out"): a page
   * holding it is rendered again when the site's stock version moves, which leaves every other
   * page cached.
   */
  readonly showsStock: boolean;
  load(request: BlockLoadRequest): Promise<Data>;
}

/** What `loader` answered for the page being rendered; undefined outside a page that ran it (the catalogue, a preview). */
export function loadedBy<Data>(context: BlockRenderContext, loader: BlockLoader<Data>): Data | undefined {
  return context.loaded?.get(loader) as Data | undefined;
}

/** Whether a page's loaded data holds an answer that shows products' stock lines, so the page depends on the site's stock version. */
export function loadedShowsStock(loaded: LoadedBlockData): boolean {
  return [...loaded.keys()].some((loader) => (loader as BlockLoader<unknown>).showsStock);
}

/** Whether a page's loaded data holds an answer that changes with the time, so the page is not kept. */
export function loadedChangesWithTime(loaded: LoadedBlockData): boolean {
  return [...loaded.keys()].some((loader) => (loader as BlockLoader<unknown>).changesWithTime);
}
