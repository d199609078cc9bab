import { LRUCache } from "lru-cache";
import type { Db } from "../../db/database";
import type { Clock } from "../clock";
import type { Website } from "../features/sites/websiteRecord";
import { websitesRepository } from "../features/sites/websitesRepository";
import { isDatabaseUnreachable } from "../../db/databaseUnreachable";
import { STALE_AT_MOST_MS, keptSiteChange } from "./siteVersionCheck";
import type { SiteChangeHandler } from "../redis/siteChangeBus";

/** What a request's Host names: one website, the platform itself, or nothing we serve. */
export type Tenant = { kind: "site"; website: Website } | { kind: "platform" } | { kind: "unknown" };

/** A host name without its port, lowercased, or null when it is not a plausible host. */
export function hostWithoutPort(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : null;
}

/**
 * The identifier named by `{identifier}.{appDomain}`, or null when the host is not a direct
 * subdomain of the app domain.
 */
export function identifierFromHost(host: string, appDomain: string): string | null {
  const suffix = `.${appDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}

/** How long a site's host is kept before it is looked up again. */
const CACHE_TTL_MS = 30_000;

/**
 * How much memory the kept hosts may take, about (least recently used out): a small site takes
 * about 1.5 KiB, so 10,000 active sites of up to 6 KiB each fit, while a site carrying a lot of
 * code or settings takes the room of several.
 */
const SITE_HOSTS_BYTES = 64 * 1024 * 1024;

/** What the map, the entry and its numbers take beside the host's name and the site's record. */
const ENTRY_OVERHEAD_BYTES = 256;

/** A host kept: its site, when it is looked up again, when the site's version is next compared with the database's, and its size. */
interface KeptHost {
  tenant: { kind: "site"; website: Website };
  expires: number;
  checkAfter: number;
  bytes: number;
}

/** What keeping a host costs, about: its name and its site's record as UTF-16 text, and the entry. */
function keptBytes(host: string, website: Website): number {
  return 2 * (host.length + JSON.stringify(website).length) + ENTRY_OVERHEAD_BYTES;
}

/**
 * Resolves hosts to tenants, keeping the hosts that name a site for a while (in at most
 * SITE_HOSTS_BYTES, least recently used out). A host that names no site is never kept, so
 * a client sending made-up Host headers cannot grow the memory. Any change to a website's identity
 * or domains calls invalidate() so the next request sees it (across nodes through the cache bus).
 * A kept site's version is compared with the database's at most every STALE_AT_MOST_MS: a change
 * whose message this node missed is seen then, and told to `onChangeSeen` (this node's site change
 * handlers, which drop the site's pages, or only those showing products for a stock change). While
 * the database cannot be reached, a host keeps its site as last read, so the site's cached pages
 * keep being served.
 */
export class SiteDirectory {
  private readonly cache: LRUCache<string, KeptHost>;
  /** Counts invalidations: a lookup begun before one may have read the site before its change, and is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly appDomain: string,
    private readonly clock: Clock,
    private readonly onChangeSeen: SiteChangeHandler,
    maxBytes: number = SITE_HOSTS_BYTES,
  ) {
    this.cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (kept) => kept.bytes });
  }

  async resolve(hostHeader: string | undefined): Promise<Tenant> {
    const host = hostWithoutPort(hostHeader);
    if (!host) return { kind: "unknown" };
    if (host === this.appDomain) return { kind: "platform" };
    const now = this.clock.now().getTime();
    const kept = this.cache.get(host);
    if (kept && kept.expires <= now) this.cache.delete(host);
    else if (kept) {
      if (kept.checkAfter > now) return kept.tenant;
      kept.checkAfter = now + STALE_AT_MOST_MS;
      const change = await keptSiteChange(this.db, kept.tenant.website);
      if (change === null) return kept.tenant;
      this.invalidate();
      this.onChangeSeen(kept.tenant.website.id, change);
    }

    const generation = this.generation;
    let website: Website | null;
    try {
      const identifier = identifierFromHost(host, this.appDomain);
      website = identifier ? await websitesRepository.findByIdentifier(this.db, identifier) : await websitesRepository.findByDomain(this.db, host);
    } catch (error) {
      if (!kept || !isDatabaseUnreachable(error)) throw error;
      this.cache.set(host, { ...kept, expires: now + STALE_AT_MOST_MS, checkAfter: now + STALE_AT_MOST_MS });
      return kept.tenant;
    }
    if (!website) return { kind: "unknown" };
    const tenant = { kind: "site" as const, website };
    if (this.generation === generation)
      this.cache.set(host, { tenant, expires: now + CACHE_TTL_MS, checkAfter: now + STALE_AT_MOST_MS, bytes: keptBytes(host, website) });
    return tenant;
  }

  /** Drops every cached answer. */
  invalidate(): void {
    this.cache.clear();
    this.generation += 1;
  }

  /** How many hosts are kept (for tests and measurements). */
  size(): number {
    return this.cache.size;
  }

  /** About how much memory the kept hosts take (for tests and measurements). */
  keptBytes(): number {
    return this.cache.calculatedSize;
  }
}
