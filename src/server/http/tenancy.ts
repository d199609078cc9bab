import type { Db } from "../../db/database";
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

const CACHE_TTL_MS = 30_000;

/**
 * Resolves hosts to tenants, caching answers briefly. Any change to a website's identity or
 * domains calls invalidate() so the next request sees it (across nodes through the cache bus).
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { tenant: Tenant; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly appDomain: string,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Tenant> {
    const host = hostWithoutPort(hostHeader);
    if (!host) return { kind: "unknown" };
    if (host === this.appDomain) return { kind: "platform" };
    const cached = this.cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.tenant;

    const identifier = identifierFromHost(host, this.appDomain);
    const website = identifier ? await websitesRepository.findByIdentifier(this.db, identifier) : await websitesRepository.findByDomain(this.db, host);
    const tenant: Tenant = website ? { kind: "site", website } : { kind: "unknown" };
    this.cache.set(host, { tenant, expires: Date.now() + CACHE_TTL_MS });
    return tenant;
  }

  /** Drops every cached answer. */
  invalidate(): void {
    this.cache.clear();
  }
}
