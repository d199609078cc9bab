/** How many sites' versions are remembered at most, whatever the limit weighs. */
const VERSIONS_KEPT = 10_000;

interface KeptAnswer<T> {
  websiteId: string;
  version: number;
  value: Promise<T>;
  /** What the answer counts against the limit: 1, or what `weigh` says once it is read (0 until then). */
  weight: number;
}

/**
 * Answers kept per site version and key, least recently used out past a limit: every write
 * visitors see goes through SiteChanges, which bumps the version, so an answer read for a
 * version stays true for it, as the page cache relies on. Asking at another version drops the
 * site's kept answers; a failed read is not kept. The limit counts answers, or, with `weigh`,
 * what the answers weigh (their size in bytes, say), each weighed once it is read.
 */
export class SiteVersionMemo<T> {
  private readonly kept = new Map<string, KeptAnswer<T>>();
  private readonly versions = new Map<string, number>();
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh?: (value: T) => number,
  ) {}

  /** The answer kept for this key of the site at this version, else `read()`'s, kept. */
  of(websiteId: string, version: number, key: string, read: () => Promise<T>): Promise<T> {
    if (this.versions.get(websiteId) !== version) this.dropSite(websiteId, version);
    const stored = `${websiteId}\n${key}`;
    const entry = this.kept.get(stored);
    if (entry && entry.version === version) {
      this.kept.delete(stored);
      this.kept.set(stored, entry);
      return entry.value;
    }
    if (entry) this.remove(stored, entry);
    const value = read();
    const answer: KeptAnswer<T> = { websiteId, version, value, weight: 0 };
    this.kept.set(stored, answer);
    const weigh = this.weigh;
    if (weigh === undefined) this.add(answer, 1);
    value.then(
      (read) => {
        if (weigh !== undefined && this.kept.get(stored) === answer) this.add(answer, weigh(read));
      },
      () => {
        if (this.kept.get(stored) === answer) this.remove(stored, answer);
      },
    );
    return value;
  }

  /** How many answers are kept (for tests). */
  size(): number {
    return this.kept.size;
  }

  /** What the kept answers weigh together (for tests). */
  weighed(): number {
    return this.weight;
  }

  private add(answer: KeptAnswer<T>, weight: number): void {
    answer.weight = weight;
    this.weight += weight;
    for (const [key, oldest] of this.kept) {
      if (this.weight <= this.limit) break;
      this.remove(key, oldest);
    }
  }

  private remove(key: string, answer: KeptAnswer<T>): void {
    this.kept.delete(key);
    this.weight -= answer.weight;
  }

  private dropSite(websiteId: string, version: number): void {
    for (const [key, entry] of this.kept) if (entry.websiteId === websiteId) this.remove(key, entry);
    this.versions.set(websiteId, version);
    if (this.versions.size > Math.min(this.limit, VERSIONS_KEPT)) this.versions.delete(this.versions.keys().next().value!);
  }
}
