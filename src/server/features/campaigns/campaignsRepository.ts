import type { Db } from "../../../db/database";
import type { CampaignState, NewsletterCampaignRow } from "../../../db/schema";

/** All SQL about newsletter campaigns. */
export const campaignsRepository = {
  async insert(db: Db, row: NewsletterCampaignRow): Promise<void> {
    await db.insertInto("newsletterCampaigns").values(row).execute();
  },

  async find(db: Db, websiteId: string, id: string): Promise<NewsletterCampaignRow | null> {
    return (await db.selectFrom("newsletterCampaigns").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async findById(db: Db, id: string): Promise<NewsletterCampaignRow | null> {
    return (await db.selectFrom("newsletterCampaigns").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  async list(db: Db, websiteId: string): Promise<NewsletterCampaignRow[]> {
    return db.selectFrom("newsletterCampaigns").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  },

  /** Changes a draft's words and group; false when it is no longer a draft. */
  async updateDraft(
    db: Db,
    websiteId: string,
    id: string,
    change: Pick<NewsletterCampaignRow, "subject" | "preheader" | "blocksJson" | "groupId" | "updatedAt">,
  ): Promise<boolean> {
    const result = await db
      .updateTable("newsletterCampaigns")
      .set(change)
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("state", "=", "draft")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Moves a draft to scheduled for a moment; false when it is no longer a draft. */
  async schedule(db: Db, websiteId: string, id: string, at: string, baseUrl: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterCampaigns")
      .set({ state: "scheduled" as CampaignState, scheduledAt: at, baseUrl, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("state", "=", "draft")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Moves a scheduled campaign back to draft; false when it is not scheduled (a sender may have begun it). */
  async unschedule(db: Db, websiteId: string, id: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterCampaigns")
      .set({ state: "draft" as CampaignState, scheduledAt: null, baseUrl: null, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("state", "=", "scheduled")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Deletes a draft; false when it is scheduled, sending or sent. */
  async removeDraft(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("newsletterCampaigns")
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("state", "=", "draft")
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** Ids of campaigns whose time has come, and of those a sender began and did not finish (a restart). */
  async dueIds(db: Db, now: string): Promise<string[]> {
    const rows = await db
      .selectFrom("newsletterCampaigns")
      .select("id")
      .where((eb) => eb.or([eb.and([eb("state", "=", "scheduled"), eb("scheduledAt", "<=", now)]), eb("state", "=", "sending")]))
      .orderBy("scheduledAt")
      .execute();
    return rows.map((row) => row.id);
  },

  /** Moves a due campaign from scheduled to sending (whoever moves it, every sender may then help send it). */
  async startSending(db: Db, id: string, now: string): Promise<void> {
    await db
      .updateTable("newsletterCampaigns")
      .set({ state: "sending" as CampaignState, updatedAt: now })
      .where("id", "=", id)
      .where("state", "=", "scheduled")
      .where("scheduledAt", "<=", now)
      .execute();
  },

  /** Marks a campaign sent once every recipient is queued; true for the sender that marked it. */
  async finishSending(db: Db, id: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterCampaigns")
      .set({ state: "sent" as CampaignState, sentAt: now, updatedAt: now })
      .where("id", "=", id)
      .where("state", "=", "sending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
