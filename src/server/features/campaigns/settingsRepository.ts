import type { Db } from "../../../db/database";
import type { NewsletterSettingsRow } from "../../../db/schema";

/** All SQL about a site's newsletter settings (one row per site, written on first save). */
export const settingsRepository = {
  async find(db: Db, websiteId: string): Promise<NewsletterSettingsRow | null> {
    return (await db.selectFrom("newsletterSettings").selectAll().where("websiteId", "=", websiteId).executeTakeFirst()) ?? null;
  },

  /** Writes the given fields, adding the site's row when it has none. */
  async upsert(db: Db, websiteId: string, change: Partial<Omit<NewsletterSettingsRow, "websiteId">> & { updatedAt: string }): Promise<void> {
    await db
      .insertInto("newsletterSettings")
      .values({ websiteId, replyTo: null, postalAddress: "", webhookSecretHash: null, webhookSecretSetAt: null, ...change })
      .onConflict((oc) => oc.column("websiteId").doUpdateSet(change))
      .execute();
  },
};
