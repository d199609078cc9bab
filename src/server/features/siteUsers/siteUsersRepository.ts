import { containsPattern } from "../../../db/containsPattern";
import type { Db } from "../../../db/database";
import type { SiteUserRow, SiteUserSessionRow } from "../../../db/schema";

/** All SQL about customer accounts and their sessions. */
export const siteUsersRepository = {
  async findByEmail(db: Db, websiteId: string, email: string): Promise<SiteUserRow | null> {
    return (await db.selectFrom("siteUsers").selectAll().where("websiteId", "=", websiteId).where("email", "=", email).executeTakeFirst()) ?? null;
  },

  async findById(db: Db, id: string): Promise<SiteUserRow | null> {
    return (await db.selectFrom("siteUsers").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /**
   * Adds the account unless the site has one with its email: the unique key decides, so of two
   * sign-ups at once exactly one is added. True when this one was.
   */
  async insert(db: Db, row: SiteUserRow): Promise<boolean> {
    const added = await db
      .insertInto("siteUsers")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "email"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return added !== undefined;
  },

  async markVerified(db: Db, id: string, now: string): Promise<void> {
    await db.updateTable("siteUsers").set({ verifiedAt: now, updatedAt: now }).where("id", "=", id).where("verifiedAt", "is", null).execute();
  },

  async updatePassword(db: Db, id: string, passwordHash: string, now: string): Promise<void> {
    await db.updateTable("siteUsers").set({ passwordHash, updatedAt: now }).where("id", "=", id).execute();
  },

  async insertSession(db: Db, row: SiteUserSessionRow): Promise<void> {
    await db.insertInto("siteUserSessions").values(row).execute();
  },

  async findSession(db: Db, id: string): Promise<SiteUserSessionRow | null> {
    return (await db.selectFrom("siteUserSessions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async deleteSession(db: Db, id: string): Promise<void> {
    await db.deleteFrom("siteUserSessions").where("id", "=", id).execute();
  },

  /** Ends every session of a customer: a new password leaves no old sign-in open. */
  async deleteSessionsOf(db: Db, siteUserId: string): Promise<void> {
    await db.deleteFrom("siteUserSessions").where("siteUserId", "=", siteUserId).execute();
  },

  /** A page of the site's customers, newest first, with how many orders each placed. */
  async listPage(db: Db, websiteId: string, page: { search: string; limit: number; offset: number }) {
    let query = db.selectFrom("siteUsers").where("siteUsers.websiteId", "=", websiteId);
    if (page.search) query = query.where("siteUsers.email", "like", containsPattern(page.search));
    const total = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirst();
    const rows = await query
      .leftJoin("storeOrders", "storeOrders.siteUserId", "siteUsers.id")
      .select(["siteUsers.id", "siteUsers.email", "siteUsers.verifiedAt", "siteUsers.createdAt"])
      .select((eb) => eb.fn.count<number | string>("storeOrders.id").as("orderCount"))
      .groupBy(["siteUsers.id", "siteUsers.email", "siteUsers.verifiedAt", "siteUsers.createdAt"])
      .orderBy("siteUsers.createdAt", "desc")
      .orderBy("siteUsers.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows: rows.map((row) => ({ ...row, orderCount: Number(row.orderCount) })), total: Number(total?.count ?? 0) };
  },
};
