import type { Db } from "../../../db/database";
import type { NewsletterCampaignRecipientRow, RecipientState } from "../../../db/schema";

/** A campaign's counts: addresses, sent, held back, and first-party opens and clicks. */
export interface CampaignCounts {
  recipients: number;
  sent: number;
  suppressed: number;
  opened: number;
  clicked: number;
  clicks: number;
}

/** All SQL about a campaign's recipients. */
export const recipientsRepository = {
  /** Adds recipients; an address the campaign already has is left as it is (the unique key keeps one row per campaign and address). */
  async insertMissing(db: Db, rows: readonly NewsletterCampaignRecipientRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 200)
      await db
        .insertInto("newsletterCampaignRecipients")
        .values(rows.slice(start, start + 200))
        .onConflict((oc) => oc.columns(["campaignId", "emailKey"]).doNothing())
        .execute();
  },

  async pending(db: Db, campaignId: string, limit: number): Promise<NewsletterCampaignRecipientRow[]> {
    return db
      .selectFrom("newsletterCampaignRecipients")
      .selectAll()
      .where("campaignId", "=", campaignId)
      .where("state", "=", "pending")
      .orderBy("id")
      .limit(limit)
      .execute();
  },

  /** Moves a pending recipient to its next state; true for the one sender that moved it. */
  async settle(db: Db, id: string, state: Exclude<RecipientState, "pending">, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterCampaignRecipients")
      .set({ state, queuedAt: state === "queued" ? now : null })
      .where("id", "=", id)
      .where("state", "=", "pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async find(db: Db, id: string): Promise<NewsletterCampaignRecipientRow | null> {
    return (await db.selectFrom("newsletterCampaignRecipients").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /** Notes the first time a recipient's mail was opened. */
  async recordOpen(db: Db, id: string, now: string): Promise<void> {
    await db
      .updateTable("newsletterCampaignRecipients")
      .set({ openedAt: now })
      .where("id", "=", id)
      .where("state", "=", "queued")
      .where("openedAt", "is", null)
      .execute();
  },

  /** Counts a followed link; the first one also stamps the click (and the open, for mail shown without pictures). */
  async recordClick(db: Db, id: string, now: string): Promise<void> {
    await db
      .updateTable("newsletterCampaignRecipients")
      .set((eb) => ({
        clicks: eb("clicks", "+", 1),
        clickedAt: eb.fn.coalesce("clickedAt", eb.val(now)),
        openedAt: eb.fn.coalesce("openedAt", eb.val(now)),
      }))
      .where("id", "=", id)
      .where("state", "=", "queued")
      .execute();
  },

  async counts(db: Db, campaignIds: readonly string[]): Promise<Map<string, CampaignCounts>> {
    const found = new Map<string, CampaignCounts>();
    if (campaignIds.length === 0) return found;
    const rows = await db
      .selectFrom("newsletterCampaignRecipients")
      .select((eb) => [
        "campaignId",
        eb.fn.countAll<number | string>().as("recipients"),
        eb.fn.sum<number | string>(eb.case().when("state", "=", "queued").then(1).else(0).end()).as("sent"),
        eb.fn.sum<number | string>(eb.case().when("state", "=", "suppressed").then(1).else(0).end()).as("suppressed"),
        eb.fn.count<number | string>("openedAt").as("opened"),
        eb.fn.count<number | string>("clickedAt").as("clicked"),
        eb.fn.sum<number | string>("clicks").as("clicks"),
      ])
      .where("campaignId", "in", campaignIds)
      .groupBy("campaignId")
      .execute();
    for (const row of rows)
      found.set(row.campaignId, {
        recipients: Number(row.recipients),
        sent: Number(row.sent ?? 0),
        suppressed: Number(row.suppressed ?? 0),
        opened: Number(row.opened),
        clicked: Number(row.clicked),
        clicks: Number(row.clicks ?? 0),
      });
    return found;
  },
};
