import type { Db } from "../../../db/database";
import type { ConnectedAccountRow } from "../../../db/connectedAccountRows";

/** All SQL about a site's connected accounts. */
export const connectedAccountsRepository = {
  async find(db: Db, websiteId: string, service: number): Promise<ConnectedAccountRow | null> {
    return (await db.selectFrom("connectedAccounts").selectAll().where("websiteId", "=", websiteId).where("service", "=", service).executeTakeFirst()) ?? null;
  },

  /** Connects a service, or replaces the account it was connected with. */
  async put(db: Db, row: ConnectedAccountRow): Promise<void> {
    const { websiteId: _websiteId, service: _service, ...changes } = row;
    await db
      .insertInto("connectedAccounts")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "service"]).doUpdateSet(changes))
      .execute();
  },

  async remove(db: Db, websiteId: string, service: number): Promise<void> {
    await db.deleteFrom("connectedAccounts").where("websiteId", "=", websiteId).where("service", "=", service).execute();
  },
};
