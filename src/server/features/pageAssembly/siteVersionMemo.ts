/**
 * Answers kept per site version and key, least recently used out past a limit: every write
 * visitors see goes through SiteChanges, which bumps the version, so an answer read for a
 * version stays true for it, as the page cache relies on. Asking at another version drops the
 * site's kept answers; a failed read is not kept.
 */
export class SiteVersionMemo<T> {
  private readonly kept = new Map<string, { websiteId: string; version: number; value: Promise<T> }>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** The answer kept for this key of the site at this version, else `read()`'s, kept. */
  of(websiteId: string, version: number, key: string, read: () => Promise<T>): Promise<T> {
    if (this.versions.get(websiteId) !== version) this.dropSite(websiteId, version);
    const stored = `${websiteId}\n${key}`;
    const entry = this.kept.get(stored);
    this.kept.delete(stored);
    if (entry && entry.version === version) {
      this.kept.set(stored, entry);
      return entry.value;
    }
    const value = read();
    this.kept.set(stored, { websiteId, version, value });
    value.catch(() => {
      if (this.kept.get(stored)?.value === value) this.kept.delete(stored);
    });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }

  /** How many answers are kept (for tests). */
  size(): number {
    return this.kept.size;
  }

  private dropSite(websiteId: string, version: number): void {
    for (const [key, entry] of this.kept) if (entry.websiteId === websiteId) this.kept.delete(key);
    this.versions.set(websiteId, version);
    if (this.versions.size > this.limit) this.versions.delete(this.versions.keys().next().value!);
  }
}
