/**
 * The two counters that say which state of a site a kept value belongs to: `version`, bumped by
 * every change visitors see, and `stockVersion`, bumped when a sale changes a product's stock
 * line. The read path's caches keep values per pair, so a sale drops what shows stock lines
 * without a publish's cost.
 */
export interface SiteVersions {
  version: number;
  stockVersion: number;
}

/** Whether `a` is an older state of the site than `b`: an older version, or the same with an older stock version. */
export function olderVersions(a: SiteVersions, b: SiteVersions): boolean {
  return a.version < b.version || (a.version === b.version && a.stockVersion < b.stockVersion);
}

/** Whether two pairs name the same state of the site. */
export function sameVersions(a: SiteVersions, b: SiteVersions): boolean {
  return a.version === b.version && a.stockVersion === b.stockVersion;
}
