import type { Db } from "../../../db/database";
import type { MailOutboxRow, MailStatus } from "../../../db/schema";

/** How long a claimed mail may stay "sending" before another sender may retry it. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** All SQL about the mail outbox. */
export const mailRepository = {
  async insert(db: Db, row: MailOutboxRow): Promise<void> {
    await db.insertInto("mailOutbox").values(row).execute();
  },

  async listForSite(db: Db, websiteId: string, limit: number, offset: number): Promise<MailOutboxRow[]> {
    return db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** Where the mail of a kind written from a record stands (an order's confirmation), or null when there is none. */
  async statusOfSource(db: Db, websiteId: string, kind: string, sourceId: string): Promise<MailStatus | null> {
    const row = await db
      .selectFrom("mailOutbox")
      .select("status")
      .where("websiteId", "=", websiteId)
      .where("sourceId", "=", sourceId)
      .where("kind", "=", kind)
      .orderBy("createdAt", "desc")
      .executeTakeFirst();
    return row?.status ?? null;
  },

  async countForSite(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  async findForSite(db: Db, websiteId: string, id: string): Promise<MailOutboxRow | null> {
    return (await db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /** Ids of mails waiting to be sent (or whose sender vanished mid-send), oldest first. */
  async dueIds(db: Db, now: Date, limit: number): Promise<string[]> {
    const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
    const rows = await db
      .selectFrom("mailOutbox")
      .select("id")
      .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "sending"), eb("claimedAt", "<", stale)])]))
      .orderBy("createdAt")
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },

  /**
   * Claims one mail for sending: the claim's stamp, which finish() names, or null when another
   * sender got it first.
   */
  async claim(db: Db, id: string, now: Date): Promise<string | null> {
    const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
    const result = await db
      .updateTable("mailOutbox")
      .set((eb) => ({ status: "sending" as MailStatus, claimedAt: now.toISOString(), attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "sending"), eb("claimedAt", "<", stale)])]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? now.toISOString() : null;
  },

  async findById(db: Db, id: string): Promise<MailOutboxRow | null> {
    return (await db.selectFrom("mailOutbox").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /**
   * Records how a claimed mail's sending ended, only while the claim is still the one `claimedAt`
   * names: a sender that took longer than the claim lasts cannot overwrite what the sender that
   * claimed it after it recorded.
   */
  async finish(db: Db, id: string, claimedAt: string, outcome: { status: MailStatus; lastError: string | null; sentAt: string | null }): Promise<void> {
    await db
      .updateTable("mailOutbox")
      .set({ ...outcome, claimedAt: null })
      .where("id", "=", id)
      .where("claimedAt", "=", claimedAt)
      .execute();
  },
};
