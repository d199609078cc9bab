/**
 * Rendered anonymous pages, keyed by site, published version and path. A publish bumps the
 * site's version, so stale pages are never served; old versions age out of the LRU order.
 */
export class PageCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  static key(websiteId: string, version: number, path: string): string {
    return `${websiteId}:${version}:${path}`;
  }

  get(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    if (html.length > this.maxBytes / 16) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.bytes -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, html);
    this.bytes += html.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /** Drops every page of one site (used when something outside a publish changes it). */
  dropSite(websiteId: string): void {
    for (const [key, value] of this.entries) {
      if (key.startsWith(`${websiteId}:`)) {
        this.entries.delete(key);
        this.bytes -= value.length;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
