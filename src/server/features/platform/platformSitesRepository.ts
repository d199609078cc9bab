import { containsPattern } from "../../../db/containsPattern";
import type { Db } from "../../../db/database";
import type { ListPage } from "../../../domain/api/paging";
import { countRows } from "../../../db/countRows";

/** One site as the platform home lists it. */
export interface PlatformSiteRow {
  id: string;
  identifier: string;
  title: string;
  websiteType: number;
  status: number;
  createdAt: string;
  suspended: boolean;
}

/** The sites with the columns the platform home shows and whether the platform suspended each. */
function sitesWithSuspension(db: Db) {
  return db
    .selectFrom("websites")
    .leftJoin("siteSuspensions", "siteSuspensions.websiteId", "websites.id")
    .select([
      "websites.id",
      "websites.identifier",
      "websites.title",
      "websites.websiteType",
      "websites.status",
      "websites.createdAt",
      "siteSuspensions.suspendedAt",
    ]);
}

/** A row as read, with the suspension turned into a yes or no. */
function siteRow({ suspendedAt, ...row }: Omit<PlatformSiteRow, "suspended"> & { suspendedAt: string | null }): PlatformSiteRow {
  return { ...row, suspended: suspendedAt !== null };
}

/** The sites whose identifier or title contains the search (every site for an empty one). */
function sitesMatching(db: Db, search: string) {
  const query = db.selectFrom("websites");
  if (search.trim() === "") return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([eb(eb.fn<string>("lower", ["websites.identifier"]), "like", pattern), eb(eb.fn<string>("lower", ["websites.title"]), "like", pattern)]),
  );
}

/** The SQL of the platform's view of sites: every site, and the suspensions the platform made. */
export const platformSitesRepository = {
  /** A page of the sites (the platform home's list, the command line's), by identifier, and how many match the search. */
  async page(db: Db, page: ListPage): Promise<{ total: number; sites: PlatformSiteRow[] }> {
    const total = await countRows(sitesMatching(db, page.search));
    const ids = sitesMatching(db, page.search).select("websites.id");
    const rows = await sitesWithSuspension(db).where("websites.id", "in", ids).orderBy("websites.identifier").limit(page.limit).offset(page.offset).execute();
    return { total, sites: rows.map(siteRow) };
  },

  /** One site as the platform home shows it, or null when no site has the identifier. */
  async find(db: Db, identifier: string): Promise<PlatformSiteRow | null> {
    const row = await sitesWithSuspension(db).where("websites.identifier", "=", identifier).executeTakeFirst();
    return row ? siteRow(row) : null;
  },

  async findSuspension(db: Db, websiteId: string): Promise<{ statusBefore: number } | null> {
    return (await db.selectFrom("siteSuspensions").select("statusBefore").where("websiteId", "=", websiteId).executeTakeFirst()) ?? null;
  },

  async suspend(db: Db, row: { websiteId: string; statusBefore: number; suspendedAt: string }, status: number): Promise<void> {
    await db.insertInto("siteSuspensions").values(row).execute();
    await db.updateTable("websites").set({ status, updatedAt: row.suspendedAt }).where("id", "=", row.websiteId).execute();
  },

  async restore(db: Db, websiteId: string, status: number, updatedAt: string): Promise<void> {
    await db.deleteFrom("siteSuspensions").where("websiteId", "=", websiteId).execute();
    await db.updateTable("websites").set({ status, updatedAt }).where("id", "=", websiteId).execute();
  },
};
