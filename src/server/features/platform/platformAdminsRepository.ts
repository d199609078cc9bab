import type { Db } from "../../../db/database";
import type { PlatformAdminRow, PlatformSessionRow } from "../../../db/schema";

/** All SQL about platform administrators and their sessions. */
export const platformAdminsRepository = {
  async findByEmail(db: Db, email: string): Promise<PlatformAdminRow | null> {
    return (await db.selectFrom("platformAdmins").selectAll().where("email", "=", email).executeTakeFirst()) ?? null;
  },

  async findById(db: Db, id: string): Promise<PlatformAdminRow | null> {
    return (await db.selectFrom("platformAdmins").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async insert(db: Db, row: PlatformAdminRow): Promise<void> {
    await db.insertInto("platformAdmins").values(row).execute();
  },

  async updatePassword(db: Db, id: string, passwordHash: string, updatedAt: string): Promise<void> {
    await db.updateTable("platformAdmins").set({ passwordHash, updatedAt }).where("id", "=", id).execute();
  },

  async insertSession(db: Db, row: PlatformSessionRow): Promise<void> {
    await db.insertInto("platformSessions").values(row).execute();
  },

  async findSession(db: Db, id: string): Promise<PlatformSessionRow | null> {
    return (await db.selectFrom("platformSessions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async deleteSession(db: Db, id: string): Promise<void> {
    await db.deleteFrom("platformSessions").where("id", "=", id).execute();
  },
};
