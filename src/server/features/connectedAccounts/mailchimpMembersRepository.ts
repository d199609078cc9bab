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

  /** A site's queued members, newest first (for tests and the owner's counts). */
  async listForSite(db: Db, websiteId: string): Promise<MailchimpMemberRow[]> {
    return db.selectFrom("mailchimpMembers").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt", "desc").orderBy("id").execute();
  },
};
