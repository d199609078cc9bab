import type { Db } from "../../db/database";
import { isDatabaseUnreachable } from "../../db/databaseUnreachable";
import type { Website } from "../features/sites/websiteRecord";
import { websitesRepository } from "../features/sites/websitesRepository";

/**
 * The longest a node serves a site from what it kept (its host lookup, and with it the cached
 * pages of its version) without asking the database for the site's version. Other nodes' changes
 * reach it through the site change bus at once; one whose message it missed (Redis down, a message
 * sent while its link was reconnecting) is served stale for at most this long.
 */
export const STALE_AT_MOST_MS = 3_000;

/**
 * Whether the site as kept is still the site's version in the database (one read of one column by
 * primary key). While the database cannot be reached it counts as current, so the site's cached
 * pages keep being served; any other failure is thrown.
 */
export async function isKeptVersionCurrent(db: Db, website: Website): Promise<boolean> {
  try {
    return (await websitesRepository.versionOf(db, website.id)) === website.version;
  } catch (error) {
    if (isDatabaseUnreachable(error)) return true;
    throw error;
  }
}
