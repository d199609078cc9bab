import type { Db } from "../../db/database";
import type { Clock } from "../clock";
import type { Website } from "../features/sites/websiteRecord";
import { websitesRepository } from "../features/sites/websitesRepository";

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

/** How many sites' hosts are kept at most (least recently used out): every active site of a large platform. */
const SITE_HOST_LIMIT = 10_000;

/**
 * Resolves hosts to tenants, keeping the hosts that name a site for a while (at most
 * SITE_HOST_LIMIT of them, least recently used out). A host that names no site is never kept, so
 * a client sending made-up Host headers cannot grow the memory. Any change to a website's identity
 * or domains calls invalidate() so the next request sees it (across nodes through the cache bus).
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { tenant: Tenant; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly appDomain: string,
    private readonly clock: Clock,
    private readonly limit: number = SITE_HOST_LIMIT,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Tenant> {
    const host = hostWithoutPort(hostHeader);
    if (!host) return { kind: "unknown" };
    if (host === this.appDomain) return { kind: "platform" };
    const now = this.clock.now().getTime();
    const cached = this.cache.get(host);
    if (cached) {
      this.cache.delete(host);
      if (cached.expires > now) {
        this.cache.set(host, cached);
        return cached.tenant;
      }
    }

    const identifier = identifierFromHost(host, this.appDomain);
    const website = identifier ? await websitesRepository.findByIdentifier(this.db, identifier) : await websitesRepository.findByDomain(this.db, host);
    if (!website) return { kind: "unknown" };
    const tenant: Tenant = { kind: "site", website };
    this.cache.set(host, { tenant, expires: now + CACHE_TTL_MS });
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    return tenant;
  }

  /** Drops every cached answer. */
  invalidate(): void {
    this.cache.clear();
  }

  /** How many hosts are kept (for tests and measurements). */
  size(): number {
    return this.cache.size;
  }
}
