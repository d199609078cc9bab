import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import type { SiteChangeBus } from "../../redis/siteChangeBus";
import { websitesRepository } from "./websitesRepository";

/**
 * The one way a committed change that visitors see reaches the caches: it bumps the site's
 * version (part of every page cache key, so a page rendered before the change is never served
 * again) and tells every node through the site change bus, which drops the site's cached pages
 * and its cached host lookup. Write routes reach it through the site write hook; background
 * writers (scheduled publishing) call it after their transaction commits.
 */
export class SiteChanges {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bus: SiteChangeBus,
  ) {}

  /** Records that a committed write changed what visitors of the site see. */
  async changed(websiteId: string): Promise<void> {
    await websitesRepository.bumpVersion(this.db, websiteId, this.clock.now().toISOString());
    this.bus.publish(websiteId);
  }
}
