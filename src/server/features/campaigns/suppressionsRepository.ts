import type { Db } from "../../../db/database";
import type { NewsletterSuppressionRow } from "../../../db/schema";

/** All SQL about the addresses campaigns are no longer sent to. */
export const suppressionsRepository = {
  /** Suppresses an address; an address already suppressed keeps its first reason. True when this call added it. */
  async insertIfNew(db: Db, row: NewsletterSuppressionRow): Promise<boolean> {
    const result = await db
      .insertInto("newsletterSuppressions")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "emailKey"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async find(db: Db, websiteId: string, emailKey: string): Promise<NewsletterSuppressionRow | null> {
    return (
      (await db.selectFrom("newsletterSuppressions").selectAll().where("websiteId", "=", websiteId).where("emailKey", "=", emailKey).executeTakeFirst()) ?? null
    );
  },

  async list(db: Db, websiteId: string): Promise<NewsletterSuppressionRow[]> {
    return db.selectFrom("newsletterSuppressions").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt", "desc").orderBy("emailKey").execute();
  },
};
