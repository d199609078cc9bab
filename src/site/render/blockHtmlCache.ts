import { olderVersions, sameVersions, type SiteVersions } from "../../domain/siteVersions";

/** How many characters of keys and HTML the server keeps at most (about 8 MB of mostly ASCII text). */
const BLOCK_HTML_CACHE_CHARACTERS = 8_000_000;

interface Entry {
  site: SiteEntries;
  key: string;
  html: string;
  characters: number;
}

interface SiteEntries {
  versions: SiteVersions;
  entries: Map<string, Entry>;
}

/**
 * Rendered HTML kept per site version (and stock version, siteVersions.ts): each block's, so an uncached page render does not render
 * its unchanged blocks again, each finished section's (renderSections), and the page shells around
 * them (sitePageRenderer), all within one bound. Entries belong
 * to one version of one site: storing an entry of a newer version drops the site's older entries,
 * and an older version's entry is never returned. Bounded by the characters of its keys and HTML,
 * least recently used first out. Each site's entries are found by key alone and the use order is
 * kept by entry, so a lookup hashes its key once.
 */
export class BlockHtmlCache {
  private readonly sites = new Map<string, SiteEntries>();
  private readonly used = new Set<Entry>();
  private characters = 0;

  constructor(private readonly capacity: number = BLOCK_HTML_CACHE_CHARACTERS) {}

  /** The HTML stored for this key of this site version, if any. */
  get(siteId: string, versions: SiteVersions, key: string): string | undefined {
    const site = this.sites.get(siteId);
    if (!site || !sameVersions(site.versions, versions)) return undefined;
    const entry = site.entries.get(key);
    if (!entry) return undefined;
    this.used.delete(entry);
    this.used.add(entry);
    return entry.html;
  }

  /** Keeps HTML for this key of this site version (nothing when it alone is over the bound). */
  set(siteId: string, versions: SiteVersions, key: string, html: string): void {
    let site = this.sites.get(siteId);
    if (site && olderVersions(versions, site.versions)) return;
    if (!site || !sameVersions(site.versions, versions)) {
      if (site) this.dropSite(site);
      site = { versions: { version: versions.version, stockVersion: versions.stockVersion }, entries: new Map() };
      this.sites.set(siteId, site);
    }
    const characters = key.length + html.length;
    if (characters > this.capacity) return;
    const previous = site.entries.get(key);
    if (previous) this.remove(previous);
    const entry = { site, key, html, characters };
    site.entries.set(key, entry);
    this.used.add(entry);
    this.characters += characters;
    for (const oldest of this.used) {
      if (this.characters <= this.capacity) break;
      this.remove(oldest);
    }
  }

  /** Lets go of the HTML stored for this key of the site, if any (a finished section made again under a new key). */
  delete(siteId: string, key: string): void {
    const entry = this.sites.get(siteId)?.entries.get(key);
    if (entry) this.remove(entry);
  }

  /** How many entries and characters are kept (for tests and measurements). */
  usage(): { entries: number; characters: number } {
    return { entries: this.used.size, characters: this.characters };
  }

  private dropSite(site: SiteEntries): void {
    for (const entry of site.entries.values()) this.remove(entry);
  }

  private remove(entry: Entry): void {
    entry.site.entries.delete(entry.key);
    this.used.delete(entry);
    this.characters -= entry.characters;
  }
}
