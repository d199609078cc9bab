import type { Db } from "../../../db/database";
import type { SiteUserAddressRow } from "../../../db/schema";

/** All SQL about the addresses customers keep. */
export const siteUserAddressesRepository = {
  async insert(db: Db, row: SiteUserAddressRow): Promise<void> {
    await db.insertInto("siteUserAddresses").values(row).execute();
  },

  async listOf(db: Db, siteUserId: string): Promise<SiteUserAddressRow[]> {
    return db.selectFrom("siteUserAddresses").selectAll().where("siteUserId", "=", siteUserId).orderBy("createdAt").orderBy("id").execute();
  },

  /** Removes one of the customer's own addresses; true when it was theirs and is gone. */
  async remove(db: Db, siteUserId: string, id: string): Promise<boolean> {
    const removed = await db.deleteFrom("siteUserAddresses").where("siteUserId", "=", siteUserId).where("id", "=", id).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  },
};
