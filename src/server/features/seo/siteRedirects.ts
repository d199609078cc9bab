import type { Db } from "../../../db/database";
import { redirectFor, type RedirectAnswer } from "../../../domain/seo/redirectRules";
import type { SiteVersions } from "../../../domain/siteVersions";
import type { Website } from "../sites/websiteRecord";
import { redirectsRepository } from "./redirectsRepository";

/** The site snapshot's reading of a part (SiteSnapshots.part), the one thing the redirects ask of it. */
interface SnapshotParts {
  part<T>(at: Pick<Website, "id"> & SiteVersions, key: string, read: () => Promise<T>): Promise<T>;
}

/**
 * Where a visitor's request for a path nothing answers goes by the site's redirects, or null.
 * The redirects are read once per site version (the site snapshot's part "redirects"), so a
 * not-found costs no query until an owner's write bumps the version.
 */
export async function siteRedirectFor(db: Db, snapshots: SnapshotParts, website: Website, path: string, url: string): Promise<RedirectAnswer | null> {
  const rules = await snapshots.part(website, "redirects", () => redirectsRepository.rules(db, website.id));
  if (rules.length === 0) return null;
  const query = url.indexOf("?");
  return redirectFor(rules, path, query < 0 ? "" : url.slice(query + 1));
}
