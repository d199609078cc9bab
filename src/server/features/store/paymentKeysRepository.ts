import type { Db } from "../../../db/database";
import type { StorePaymentKeyRow } from "../../../db/schema";

/** All SQL about a site's own Stripe keys. */
export const paymentKeysRepository = {
  async find(db: Db, websiteId: string): Promise<StorePaymentKeyRow | null> {
    return (await db.selectFrom("storePaymentKeys").selectAll().where("websiteId", "=", websiteId).executeTakeFirst()) ?? null;
  },

  async put(db: Db, row: StorePaymentKeyRow): Promise<void> {
    const { websiteId: _websiteId, ...changes } = row;
    await db
      .insertInto("storePaymentKeys")
      .values(row)
      .onConflict((oc) => oc.column("websiteId").doUpdateSet(changes))
      .execute();
  },

  async remove(db: Db, websiteId: string): Promise<void> {
    await db.deleteFrom("storePaymentKeys").where("websiteId", "=", websiteId).execute();
  },
};
