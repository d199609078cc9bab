import type { Db } from "../../../db/database";

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

/** The SQL of the platform's view of sites: every site, and the suspensions the platform made. */
export const platformSitesRepository = {
  async list(db: Db): Promise<PlatformSiteRow[]> {
    const rows = await db
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
      ])
      .orderBy("websites.identifier")
      .execute();
    return rows.map(({ suspendedAt, ...row }) => ({ ...row, suspended: suspendedAt !== null }));
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
