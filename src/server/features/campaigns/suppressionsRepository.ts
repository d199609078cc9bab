import type { Db } from "../../../db/database";
import type { NewsletterSuppressionRow } from "../../../db/schema";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";

/** All SQL about the addresses campaigns are no longer sent to. */
export const suppressionsRepository = {
  /** Suppresses an address; an address already suppressed keeps its first reason. True when this call added it. */
  insertIfNew(db: Db, row: NewsletterSuppressionRow): Promise<boolean> {
    return insertUnlessPresent(db, "newsletterSuppressions", row, ["websiteId", "emailKey"]);
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
