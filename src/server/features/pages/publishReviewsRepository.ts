import type { Db } from "../../../db/database";
import type { PublishReviewRow } from "../../../db/schema";

/** The SQL of page and post reviews: the claims that move a publish state once, and the review ledger. */
export const publishReviewsRepository = {
  /** Moves a page's own publish state from `from` to `to`; false when another request moved it first (or it never was `from`). */
  async claimPageState(db: Db, websiteId: string, id: string, from: number | null, to: number | null, now: string): Promise<boolean> {
    const claimed = await db
      .updateTable("collections")
      .set({ publishState: to, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("publishState", from === null ? "is" : "=", from)
      .returning("id")
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** Moves a post's publish state from `from` to `to`; false when another request moved it first (or it never was `from`). */
  async claimPostState(db: Db, websiteId: string, id: string, from: number, to: number, now: string): Promise<boolean> {
    const claimed = await db
      .updateTable("items")
      .set({ publishState: to, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("publishState", "=", from)
      .returning("id")
      .executeTakeFirst();
    return claimed !== undefined;
  },

  async insert(db: Db, row: PublishReviewRow): Promise<void> {
    await db.insertInto("publishReviews").values(row).execute();
  },

  /** The latest review of a page or post still waiting for an admin, with its editor's email (null when the account is gone). */
  async openOf(db: Db, websiteId: string, ownerId: string): Promise<(PublishReviewRow & { submitterEmail: string | null }) | undefined> {
    return db
      .selectFrom("publishReviews")
      .leftJoin("accounts", "accounts.id", "publishReviews.submittedBy")
      .selectAll("publishReviews")
      .select("accounts.email as submitterEmail")
      .where("publishReviews.websiteId", "=", websiteId)
      .where("publishReviews.ownerId", "=", ownerId)
      .where("publishReviews.outcome", "is", null)
      .orderBy("publishReviews.submittedAt", "desc")
      .executeTakeFirst();
  },

  /** Records an admin's decision on an open review. */
  async decide(db: Db, id: string, decision: Pick<PublishReviewRow, "outcome" | "note" | "decidedBy" | "decidedAt">): Promise<void> {
    await db.updateTable("publishReviews").set(decision).where("id", "=", id).execute();
  },

  /** For each of the given pages or posts whose latest review was sent back, the note it was sent back with. */
  async sentBackNotes(db: Db, websiteId: string, ownerIds: readonly string[]): Promise<Map<string, string>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("publishReviews")
      .select(["ownerId", "outcome", "note"])
      .where("websiteId", "=", websiteId)
      .where("ownerId", "in", ownerIds)
      .orderBy("submittedAt", "asc")
      .orderBy("id", "asc")
      .execute();
    const latest = new Map(rows.map((row) => [row.ownerId, row]));
    const notes = new Map<string, string>();
    for (const [ownerId, row] of latest) if (row.outcome === "sent_back") notes.set(ownerId, row.note);
    return notes;
  },
};
