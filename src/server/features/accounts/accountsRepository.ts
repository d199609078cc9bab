import type { Db } from "../../../db/database";
import type { AccountRow } from "../../../db/schema";

/** All SQL about accounts, sessions and website roles. */
export const accountsRepository = {
  async findByEmail(db: Db, email: string): Promise<AccountRow | null> {
    return (await db.selectFrom("accounts").selectAll().where("email", "=", email).executeTakeFirst()) ?? null;
  },

  async findById(db: Db, id: string): Promise<AccountRow | null> {
    return (await db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async insert(db: Db, row: AccountRow): Promise<void> {
    await db.insertInto("accounts").values(row).execute();
  },

  async updatePassword(db: Db, id: string, passwordHash: string, updatedAt: string): Promise<void> {
    await db.updateTable("accounts").set({ passwordHash, updatedAt }).where("id", "=", id).execute();
  },

  async rolesOn(db: Db, accountId: string, websiteId: string): Promise<number[]> {
    const rows = await db
      .selectFrom("websiteRoles")
      .select("roleId")
      .where("accountId", "=", accountId)
      .where("websiteId", "=", websiteId)
      .orderBy("roleId")
      .execute();
    return rows.map((r) => r.roleId);
  },

  async grantRole(db: Db, row: { id: string; websiteId: string; accountId: string; roleId: number; createdAt: string }): Promise<void> {
    await db
      .insertInto("websiteRoles")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "accountId", "roleId"]).doNothing())
      .execute();
  },

  async insertSession(db: Db, row: { id: string; accountId: string; websiteId: string; createdAt: string; expiresAt: string }): Promise<void> {
    await db
      .insertInto("sessions")
      .values({ ...row, flagsJson: "{}" })
      .execute();
  },

  async findSession(db: Db, id: string) {
    return (await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async deleteSession(db: Db, id: string): Promise<void> {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
  },

  async updateSessionFlags(db: Db, id: string, flagsJson: string): Promise<void> {
    await db.updateTable("sessions").set({ flagsJson }).where("id", "=", id).execute();
  },

  /** Ends every session of an account, on every site: a new password leaves no old sign-in open. */
  async deleteSessionsOf(db: Db, accountId: string): Promise<void> {
    await db.deleteFrom("sessions").where("accountId", "=", accountId).execute();
  },

  async deleteExpiredSessions(db: Db, now: string): Promise<void> {
    await db.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
  },
};
