import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import type { SiteChangeBus, SiteChangeScope } from "../../redis/siteChangeBus";
import { websitesRepository } from "./websitesRepository";

/**
 * The one way a committed change that visitors see reaches the caches: it bumps the site's
 * version (part of every page cache key, so a page rendered before the change is never served
 * again) and tells every node through the site change bus, which drops the site's cached pages
 * and its cached host lookup. A change of a product's stock line only bumps the site's stock
 * version, which only the pages showing products depend on. Write routes reach it through the
 * site write hook; background writers (scheduled publishing) and the store call it after their
 * transaction commits.
 */
export class SiteChanges {
  /** Per site and scope: the bump under way, and the one to follow it that the changes recorded meanwhile share. */
  private readonly bumps = new Map<string, { running: Promise<void>; next: Promise<void> | null }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bus: SiteChangeBus,
  ) {}

  /**
   * Records that a committed write changed what visitors of the site see. Changes recorded
   * while a bump of the site is under way share the one bump that follows it, which starts
   * after their writes committed (the bump under way may have read the site before them): the
   * last buyers of a flash sale, whose orders each change the stock a page shows, then wait for
   * two bumps instead of queueing on the site's row one after another.
   */
  changed(websiteId: string): Promise<void> {
    return this.record(websiteId, "site");
  }

  /** Records that a committed write changed a product's stock line ("Only N left", "Sold out", back in stock) and nothing else visitors see. */
  stockShownChanged(websiteId: string): Promise<void> {
    return this.record(websiteId, "stock");
  }

  /**
   * Records that a committed write changed only what the pages showing products show (a
   * product's published reviews): the same cheap bump as a stock line's, so the shop's pages and
   * pages with product blocks are rendered again and the rest of the site stays cached.
   */
  productPagesChanged(websiteId: string): Promise<void> {
    return this.record(websiteId, "stock");
  }

  private record(websiteId: string, scope: SiteChangeScope): Promise<void> {
    const key = `${scope} ${websiteId}`;
    const bump = this.bumps.get(key);
    if (!bump) return this.bump(websiteId, scope, key);
    bump.next ??= bump.running.catch(() => undefined).then(() => this.bump(websiteId, scope, key));
    return bump.next;
  }

  private bump(websiteId: string, scope: SiteChangeScope, key: string): Promise<void> {
    const running = (async () => {
      if (scope === "stock") await websitesRepository.bumpStockVersion(this.db, websiteId);
      else await websitesRepository.bumpVersion(this.db, websiteId, this.clock.now().toISOString());
      this.bus.publish(websiteId, scope);
    })();
    this.bumps.set(key, { running, next: null });
    void running
      .catch(() => undefined)
      .then(() => {
        if (this.bumps.get(key)?.running === running) this.bumps.delete(key);
      });
    return running;
  }
}
