import type { Db } from "../../../db/database";
import type { CaptchaKeyRow } from "../../../db/schema";

/** All SQL about a site's third-party captcha keys. */
export const captchaKeysRepository = {
  async list(db: Db, websiteId: string): Promise<CaptchaKeyRow[]> {
    return db.selectFrom("captchaKeys").selectAll().where("websiteId", "=", websiteId).orderBy("provider").execute();
  },

  async find(db: Db, websiteId: string, provider: string): Promise<CaptchaKeyRow | null> {
    return (await db.selectFrom("captchaKeys").selectAll().where("websiteId", "=", websiteId).where("provider", "=", provider).executeTakeFirst()) ?? null;
  },

  /** Sets a provider's keys, replacing earlier ones. */
  async put(db: Db, row: CaptchaKeyRow): Promise<void> {
    await db
      .insertInto("captchaKeys")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "provider"]).doUpdateSet({ siteKey: row.siteKey, secretKey: row.secretKey }))
      .execute();
  },

  async remove(db: Db, websiteId: string, provider: string): Promise<void> {
    await db.deleteFrom("captchaKeys").where("websiteId", "=", websiteId).where("provider", "=", provider).execute();
  },

  async removeAll(db: Db, websiteId: string): Promise<void> {
    await db.deleteFrom("captchaKeys").where("websiteId", "=", websiteId).execute();
  },
};
