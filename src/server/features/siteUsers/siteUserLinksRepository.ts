import type { Db } from "../../../db/database";
import type { SiteUserLinkRow } from "../../../db/schema";

/** What a mailed link is for: checking a new account's address, or choosing a new password. */
export type SiteUserLinkPurpose = "verify" | "reset";

/** All SQL about the links mailed to customers. */
export const siteUserLinksRepository = {
  async insert(db: Db, row: SiteUserLinkRow): Promise<void> {
    await db.insertInto("siteUserLinks").values(row).execute();
  },

  /** How many links of a purpose a customer was sent since a time: a few an hour, however many are asked for. */
  async countSince(db: Db, siteUserId: string, purpose: SiteUserLinkPurpose, since: string): Promise<number> {
    const row = await db
      .selectFrom("siteUserLinks")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("siteUserId", "=", siteUserId)
      .where("purpose", "=", purpose)
      .where("createdAt", ">=", since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** Whether a link of the site can still be used at `now`: unused and unexpired. */
  async isUsable(db: Db, websiteId: string, purpose: SiteUserLinkPurpose, tokenHash: string, now: string): Promise<boolean> {
    const row = await db
      .selectFrom("siteUserLinks")
      .select("id")
      .where("websiteId", "=", websiteId)
      .where("purpose", "=", purpose)
      .where("tokenHash", "=", tokenHash)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Uses a link up: one conditional update, so of requests using the same link at once exactly
   * one changes the row. Returns the link's customer, or null when it was used, expired or unknown.
   */
  async use(db: Db, websiteId: string, purpose: SiteUserLinkPurpose, tokenHash: string, now: string): Promise<string | null> {
    const row = await db
      .updateTable("siteUserLinks")
      .set({ usedAt: now })
      .where("websiteId", "=", websiteId)
      .where("purpose", "=", purpose)
      .where("tokenHash", "=", tokenHash)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .returning("siteUserId")
      .executeTakeFirst();
    return row?.siteUserId ?? null;
  },
};
