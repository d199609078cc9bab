import { LRUCache } from "lru-cache";
import type { BodyEncoding } from "../../responses/acceptEncoding";

/** The encodings a cached page is kept in; a request that accepts neither gets the gzip body unpacked. */
type KeptEncoding = Exclude<BodyEncoding, "identity">;

/**
 * A rendered page as the cache keeps it: its bytes compressed with brotli and gzip (made once,
 * when it was cached; the plain HTML, twice their size together, is not kept), its
 * Content-Security-Policy (made once, naming its script nonce and frame origins) and the entity
 * tag its encodings share a stem of.
 */
export interface CachedPage {
  bodies: Readonly<Record<KeptEncoding, Buffer>>;
  policy: string;
  etag: string;
  /** The site's stock version it was rendered at when it shows products' stock lines; null when it shows none. */
  stockVersion: number | null;
}

const sizeOf = (page: CachedPage) => page.bodies.br.length + page.bodies.gzip.length;

/** The page cache's bound when the configuration names none (PAGE_CACHE_MB's default). */
export const DEFAULT_PAGE_CACHE_MB = 128;

/**
 * Rendered anonymous pages, keyed by site, published version and path. Every write visitors
 * see bumps the site's version (SiteChanges), so stale pages are never served; old versions
 * age out, least recently used first (lru-cache). A sale that changes a product's stock line bumps only the site's
 * stock version: a page showing stock lines was kept with the stock version it was rendered at
 * and is not served at another, while every other page of the site stays cached.
 * Each keeps the script nonce it was rendered with: every change re-renders the page and so
 * makes a new one. Bounded by `maxBytes` (PAGE_CACHE_MB, 128 MiB by default: the home pages of
 * about 12,000 sites), owned by buildApp (AppServices.pageCache), dropped per site by the site
 * change bus; one of the read path's caches (docs/caching.md).
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;

  constructor(maxBytes = DEFAULT_PAGE_CACHE_MB * 1024 * 1024) {
    this.entries = new LRUCache({ maxSize: maxBytes, maxEntrySize: maxBytes / 16, sizeCalculation: sizeOf });
  }

  static key(websiteId: string, version: number, path: string): string {
    return `${websiteId}:${version}:${path}`;
  }

  /** The page kept under `key`, unless it shows stock lines rendered at another stock version than `stockVersion`. */
  get(key: string, stockVersion: number): CachedPage | undefined {
    const page = this.entries.get(key);
    return page !== undefined && page.stockVersion !== null && page.stockVersion !== stockVersion ? undefined : page;
  }

  /** Keeps a page, frozen: every later request is answered from this very object, so nothing may change it. */
  set(key: string, page: CachedPage): void {
    Object.freeze(page);
    Object.freeze(page.bodies);
    this.entries.set(key, page);
  }

  /** Drops every page of one site (the site change bus calls it on every node). */
  dropSite(websiteId: string): void {
    const prefix = `${websiteId}:`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
