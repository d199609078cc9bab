import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { StorePaymentKeyRow } from "../../../db/schema";

const findKeys = compiledOnce((db, key: { websiteId: string }) => db.selectFrom("storePaymentKeys").selectAll().where("websiteId", "=", key.websiteId));

/** All SQL about a site's own Stripe keys. */
export const paymentKeysRepository = {
  async find(db: Db, websiteId: string): Promise<StorePaymentKeyRow | null> {
    return (await findKeys(db, { websiteId })).rows[0] ?? null;
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
