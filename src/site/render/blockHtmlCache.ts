/** How many characters of keys and HTML the server keeps at most (about 8 MB of mostly ASCII text). */
const BLOCK_HTML_CACHE_CHARACTERS = 8_000_000;

/**
 * Rendered block HTML, so an uncached page render does not render its unchanged blocks again.
 * Entries belong to one version of one site: storing an entry of a newer version drops the site's
 * older entries, and an older version's entry is never returned. Bounded by the characters of its
 * keys and HTML, least recently used first out.
 */
export class BlockHtmlCache {
  private readonly entries = new Map<string, { siteId: string; html: string; characters: number }>();
  private readonly versions = new Map<string, number>();
  private characters = 0;

  constructor(private readonly capacity: number = BLOCK_HTML_CACHE_CHARACTERS) {}

  /** The HTML stored for this key of this site version, if any. */
  get(siteId: string, siteVersion: number, key: string): string | undefined {
    if (this.versions.get(siteId) !== siteVersion) return undefined;
    const stored = `${siteId}\n${key}`;
    const entry = this.entries.get(stored);
    if (!entry) return undefined;
    this.entries.delete(stored);
    this.entries.set(stored, entry);
    return entry.html;
  }

  /** Keeps HTML for this key of this site version (nothing when it alone is over the bound). */
  set(siteId: string, siteVersion: number, key: string, html: string): void {
    const known = this.versions.get(siteId);
    if (known !== undefined && known > siteVersion) return;
    if (known !== siteVersion) {
      this.dropSite(siteId);
      this.versions.set(siteId, siteVersion);
    }
    const characters = key.length + html.length;
    if (characters > this.capacity) return;
    const stored = `${siteId}\n${key}`;
    this.remove(stored);
    this.entries.set(stored, { siteId, html, characters });
    this.characters += characters;
    for (const [oldest] of this.entries) {
      if (this.characters <= this.capacity) break;
      this.remove(oldest);
    }
  }

  /** How many entries and characters are kept (for tests and measurements). */
  usage(): { entries: number; characters: number } {
    return { entries: this.entries.size, characters: this.characters };
  }

  private dropSite(siteId: string): void {
    for (const [key, entry] of this.entries) if (entry.siteId === siteId) this.remove(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.characters -= entry.characters;
  }
}
