import type { Db } from "../../../db/database";
import { websiteFromRow, websiteToRow, type Website } from "./websiteRecord";

/** All SQL about websites and their domains. */
export const websitesRepository = {
  async findById(db: Db, id: string): Promise<Website | null> {
    const row = await db.selectFrom("websites").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? websiteFromRow(row) : null;
  },

  async findByIdentifier(db: Db, identifier: string): Promise<Website | null> {
    const row = await db.selectFrom("websites").selectAll().where("identifier", "=", identifier).executeTakeFirst();
    return row ? websiteFromRow(row) : null;
  },

  async findByDomain(db: Db, host: string): Promise<Website | null> {
    const row = await db
      .selectFrom("domains")
      .innerJoin("websites", "websites.id", "domains.websiteId")
      .selectAll("websites")
      .where("domains.host", "=", host)
      .executeTakeFirst();
    return row ? websiteFromRow(row) : null;
  },

  async insert(db: Db, site: Website): Promise<void> {
    await db.insertInto("websites").values(websiteToRow(site)).execute();
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom("websites")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async listIdentifiers(db: Db): Promise<string[]> {
    const rows = await db.selectFrom("websites").select("identifier").orderBy("identifier").execute();
    return rows.map((r) => r.identifier);
  },

  /** The site's published and stock versions alone, or null when the site is gone: what a node compares its kept site with. */
  async versionsOf(db: Db, websiteId: string): Promise<Pick<Website, "version" | "stockVersion"> | null> {
    return (await db.selectFrom("websites").select(["version", "stockVersion"]).where("id", "=", websiteId).executeTakeFirst()) ?? null;
  },

  /** Bumps the published version so every cached page of the site drops. */
  async bumpVersion(db: Db, websiteId: string, updatedAt: string): Promise<void> {
    await db
      .updateTable("websites")
      .set((eb) => ({ version: eb("version", "+", 1), updatedAt }))
      .where("id", "=", websiteId)
      .execute();
  },

  /** Bumps the stock version alone, so only the cached pages showing products drop. */
  async bumpStockVersion(db: Db, websiteId: string): Promise<void> {
    await db
      .updateTable("websites")
      .set((eb) => ({ stockVersion: eb("stockVersion", "+", 1) }))
      .where("id", "=", websiteId)
      .execute();
  },

  async deleteById(db: Db, id: string): Promise<void> {
    await db.deleteFrom("websites").where("id", "=", id).execute();
  },

  async listDomains(db: Db, websiteId: string): Promise<{ host: string; isPrimary: boolean; id: string; createdAt: string }[]> {
    const rows = await db.selectFrom("domains").select(["id", "host", "isPrimary", "createdAt"]).where("websiteId", "=", websiteId).orderBy("host").execute();
    return rows.map((r) => ({ id: r.id, host: r.host, isPrimary: r.isPrimary === 1, createdAt: r.createdAt }));
  },

  async insertDomain(db: Db, row: { id: string; websiteId: string; host: string; isPrimary: boolean; createdAt: string }): Promise<void> {
    await db
      .insertInto("domains")
      .values({ ...row, isPrimary: row.isPrimary ? 1 : 0 })
      .execute();
  },
};
