import { olderVersions, type SiteVersions } from "../../../domain/siteVersions";
import type { Website } from "../sites/websiteRecord";
import { frozen } from "./frozen";

/**
 * How many characters of JSON the snapshots hold at most, all sites together. What a part weighs
 * in the heap is a few times its JSON; bench:growth kept 74 MB of heap after 3,000 demo sites'
 * home pages, 13.9 KB per site (the per-feature caches this replaced kept 25 KB per site, 106 MB).
 */
const SITE_SNAPSHOT_CHARACTERS = 8_000_000;

interface Part {
  site: SiteParts;
  key: string;
  value: Promise<unknown>;
  /** Its JSON's length once read (0 until then). */
  characters: number;
}

/** Which site and which of its versions a snapshot is of. */
export type SiteAt = Pick<Website, "id"> & SiteVersions;

interface SiteParts {
  at: SiteAt;
  parts: Map<string, Part>;
}

/** What a read value weighs: the length of its JSON, a Map by its values. */
function weightOf(value: unknown): number {
  return JSON.stringify(value, (_, held: unknown) => (held instanceof Map ? [...held.values()] : held))?.length ?? 4;
}

/**
 * What the page read path reads from the database for one version of a site (its published
 * collections, layouts made renderable, shared sections, shop pages, what a layout's block
 * loaders answered), each part read the first time a request needs it and then kept, frozen:
 * every later request of that version gets the very same object, so none may change it. Every
 * write visitors see bumps the site's version or, for a product's stock line, its stock version
 * (SiteChanges), so a part kept for a pair of versions stays true for it; asking at a newer pair
 * drops the site's older parts, and the site change bus
 * drops a site's parts on every node. Bounded by the characters of the parts' JSON
 * (SITE_SNAPSHOT_CHARACTERS), least recently used part out first; a failed read is not kept.
 * Owned by buildApp (AppServices.siteSnapshots); one of the read path's three caches
 * (docs/caching.md).
 */
export class SiteSnapshots {
  private readonly sites = new Map<string, SiteParts>();
  private readonly used = new Set<Part>();
  private characters = 0;

  constructor(private readonly capacity: number = SITE_SNAPSHOT_CHARACTERS) {}

  /** The part `key` of the site at its versions: kept, or read by `read`, frozen and kept. */
  part<T>(at: SiteAt, key: string, read: () => Promise<T>): Promise<T> {
    let site = this.sites.get(at.id);
    if (site && olderVersions(at, site.at)) return read();
    if (!site || olderVersions(site.at, at)) {
      if (site) this.dropSite(at.id);
      site = { at: { id: at.id, version: at.version, stockVersion: at.stockVersion }, parts: new Map() };
      this.sites.set(at.id, site);
    }
    const kept = site.parts.get(key);
    if (kept) {
      this.used.delete(kept);
      this.used.add(kept);
      return kept.value as Promise<T>;
    }
    const value = read().then(frozen);
    const part: Part = { site, key, value, characters: 0 };
    site.parts.set(key, part);
    this.used.add(part);
    value.then(
      (read) => {
        if (site.parts.get(key) === part) this.weigh(part, weightOf(read));
      },
      () => {
        if (site.parts.get(key) === part) this.remove(part);
      },
    );
    return value;
  }

  /** Drops every part of one site (the site change bus calls it on every node). */
  dropSite(websiteId: string): void {
    const site = this.sites.get(websiteId);
    if (!site) return;
    for (const part of site.parts.values()) this.remove(part);
  }

  /** How many parts and characters are kept (for tests and measurements). */
  usage(): { parts: number; characters: number } {
    return { parts: this.used.size, characters: this.characters };
  }

  private weigh(part: Part, characters: number): void {
    part.characters = characters;
    this.characters += characters;
    for (const oldest of this.used) {
      if (this.characters <= this.capacity) break;
      this.remove(oldest);
    }
  }

  private remove(part: Part): void {
    const { site } = part;
    site.parts.delete(part.key);
    if (site.parts.size === 0 && this.sites.get(site.at.id) === site) this.sites.delete(site.at.id);
    this.used.delete(part);
    this.characters -= part.characters;
  }
}
