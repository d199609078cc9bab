import type { Db } from "../../db/database";
import { isDatabaseUnreachable } from "../../db/databaseUnreachable";
import type { Website } from "../features/sites/websiteRecord";
import { websitesRepository } from "../features/sites/websitesRepository";
import type { SiteChangeScope } from "../redis/siteChangeBus";

/**
 * The longest a node serves a site from what it kept (its host lookup, and with it the cached
 * pages of its version) without asking the database for the site's version. Other nodes' changes
 * reach it through the site change bus at once; one whose message it missed (Redis down, a message
 * sent while its link was reconnecting) is served stale for at most this long.
 */
export const STALE_AT_MOST_MS = 3_000;

/**
 * What changed since the site was kept, by the database's versions (one read of two columns by
 * primary key): "site" when its version moved (or the site is gone), "stock" when only its stock
 * version did, null when neither. While the database cannot be reached nothing counts as changed,
 * so the site's cached pages keep being served; any other failure is thrown.
 */
export async function keptSiteChange(db: Db, website: Website): Promise<SiteChangeScope | null> {
  try {
    const current = await websitesRepository.versionsOf(db, website.id);
    if (current?.version !== website.version) return "site";
    return current.stockVersion === website.stockVersion ? null : "stock";
  } catch (error) {
    if (isDatabaseUnreachable(error)) return null;
    throw error;
  }
}
