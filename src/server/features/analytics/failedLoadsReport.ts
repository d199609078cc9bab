import type { Db } from "../../../db/database";
import type { FailedLoad } from "../../../domain/api/analytics";
import { NETWORK_ERROR_EVENT } from "../../../domain/enumerations/trackingEvents";

/** The latest network error events a report reads: enough for a site's recent failures, bounded for one that fails on every view. */
const MAX_EVENTS_READ = 5000;
/** Addresses listed, the most recently failed first. */
const MAX_FAILED_LOADS = 50;

/** The address a stored system_network_error event carries, or null when it has none. */
function urlRequestedOf(dataJson: string): string | null {
  try {
    const data = JSON.parse(dataJson) as { urlRequested?: unknown };
    return typeof data.urlRequested === "string" && data.urlRequested !== "" ? data.urlRequested : null;
  } catch {
    return null;
  }
}

/**
 * The addresses visitors' browsers could not load (a block's script chunk, a call of the data
 * layer), from the system_network_error events they recorded: how often each failed and when
 * first and last, the most recently failed first. Tells an owner which part of the site is
 * missing for visitors, where the browser errors say only what broke.
 */
export async function failedLoadsReport(db: Db, websiteId: string): Promise<FailedLoad[]> {
  const rows = await db
    .selectFrom("analyticsEvents")
    .where("websiteId", "=", websiteId)
    .where("kind", "=", "event")
    .where("event", "=", NETWORK_ERROR_EVENT)
    .select(["dataJson", "createdAt"])
    .orderBy("createdAt", "desc")
    .limit(MAX_EVENTS_READ)
    .execute();
  const byUrl = new Map<string, FailedLoad>();
  for (const row of rows) {
    const url = urlRequestedOf(row.dataJson);
    if (!url) continue;
    const seen = byUrl.get(url);
    if (seen) {
      seen.count += 1;
      seen.firstSeen = row.createdAt;
    } else byUrl.set(url, { url, count: 1, firstSeen: row.createdAt, lastSeen: row.createdAt });
  }
  return [...byUrl.values()].slice(0, MAX_FAILED_LOADS);
}
