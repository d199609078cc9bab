import type { Db } from "../../../db/database";
import type { MailchimpMemberRow } from "../../../db/connectedAccountRows";

/** How long a claimed member may stay "sending" before another node may send it again. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** All SQL about the queue of members to add to MailChimp lists. */
export const mailchimpMembersRepository = {
  async insert(db: Db, row: MailchimpMemberRow): Promise<void> {
    await db.insertInto("mailchimpMembers").values(row).execute();
  },

  /** Ids of members due to be sent (or whose sender vanished mid-send), oldest first. */
  async dueIds(db: Db, now: Date, limit: number): Promise<string[]> {
    const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
    const rows = await db
      .selectFrom("mailchimpMembers")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "pending"), eb("dueAt", "<=", now.toISOString())]),
          eb.and([eb("state", "=", "sending"), eb("claimedAt", "<", stale)]),
        ]),
      )
      .orderBy("dueAt")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  },

  /** Claims one member for sending: the claim's stamp, which finish() names, or null when another node got it first. */
  async claim(db: Db, id: string, now: Date): Promise<string | null> {
    const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
    const result = await db
      .updateTable("mailchimpMembers")
      .set((eb) => ({ state: "sending" as const, claimedAt: now.toISOString(), attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "pending"), eb("dueAt", "<=", now.toISOString())]),
          eb.and([eb("state", "=", "sending"), eb("claimedAt", "<", stale)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? now.toISOString() : null;
  },

  async findById(db: Db, id: string): Promise<MailchimpMemberRow | null> {
    return (await db.selectFrom("mailchimpMembers").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /** Records how a claimed member's sending ended, only while the claim is still the one `claimedAt` names. */
  async finish(db: Db, id: string, claimedAt: string, outcome: Pick<MailchimpMemberRow, "state" | "dueAt" | "lastError" | "addedAt">): Promise<void> {
    await db
      .updateTable("mailchimpMembers")
      .set({ ...outcome, claimedAt: null })
      .where("id", "=", id)
      .where("claimedAt", "=", claimedAt)
      .execute();
  },

  /** How many of a site's members wait to be sent (or are being sent) and how many were given up. */
  async counts(db: Db, websiteId: string): Promise<{ waiting: number; failed: number }> {
    const rows = await db
      .selectFrom("mailchimpMembers")
      .select((eb) => ["state", eb.fn.countAll<number>().as("count")])
      .where("websiteId", "=", websiteId)
      .where("state", "in", ["pending", "sending", "failed"])
      .groupBy("state")
      .execute();
    const of = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
    return { waiting: of("pending") + of("sending"), failed: of("failed") };
  },

  /** A page of a site's given-up members, the latest given up first. */
  async failedPage(db: Db, websiteId: string, limit: number, offset: number): Promise<MailchimpMemberRow[]> {
    return db
      .selectFrom("mailchimpMembers")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("state", "=", "failed")
      .orderBy("dueAt", "desc")
      .orderBy("id")
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /**
   * Puts a given-up member back in the queue, due now with its attempts counted afresh, only
   * while it is still given up: true when this call did it, false when it was queued already.
   */
  async requeueFailed(db: Db, websiteId: string, id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable("mailchimpMembers")
      .set({ state: "pending", dueAt: now.toISOString(), attempts: 0, lastError: null })
      .where("id", "=", id)
      .where("websiteId", "=", websiteId)
      .where("state", "=", "failed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async existsForSite(db: Db, websiteId: string, id: string): Promise<boolean> {
    return (await db.selectFrom("mailchimpMembers").select("id").where("id", "=", id).where("websiteId", "=", websiteId).executeTakeFirst()) !== undefined;
  },

  /** A site's queued members, newest first (for tests). */
  async listForSite(db: Db, websiteId: string): Promise<MailchimpMemberRow[]> {
    return db.selectFrom("mailchimpMembers").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt", "desc").orderBy("id").execute();
  },
};
