import type { Db } from "../../../db/database";
import type { StoreCheckoutRow } from "../../../db/schema";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";

/** The stored answer of a finished checkout submission. */
export interface CheckoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** What claiming an idempotency key found: the key is this request's now, or an earlier request claimed it. */
export type KeyClaim = { claimed: true } | { claimedBefore: true };

/**
 * Inserts a key's row unless the key was claimed before: the table's unique constraint on
 * (website, key) makes the first insert win, and on PostgreSQL a concurrent insert of the same
 * key waits for the first one's transaction to end.
 */
async function insertOnce(db: Db, row: StoreCheckoutRow): Promise<KeyClaim> {
  return (await insertUnlessPresent(db, "storeCheckouts", row, ["websiteId", "idempotencyKey"])) ? { claimed: true } : { claimedBefore: true };
}

/** All SQL of checkout idempotency records. */
export const checkoutsRepository = {
  /**
   * Claims an idempotency key for a request, in the transaction that writes its order, so the
   * claim and the order commit together.
   */
  claim(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string): Promise<KeyClaim> {
    return insertOnce(db, { websiteId, idempotencyKey, requestHash, createdAt: now, state: "processing", responseStatus: null, responseJson: null });
  },

  /** Stores a refusal given before any order was written as the key's answer, unless the key was claimed before. */
  storeRefusal(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string, answer: CheckoutAnswer): Promise<KeyClaim> {
    return insertOnce(db, {
      websiteId,
      idempotencyKey,
      requestHash,
      createdAt: now,
      state: "done",
      responseStatus: answer.status,
      responseJson: JSON.stringify(answer.body),
    });
  },

  async find(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreCheckoutRow | null> {
    return (
      (await db.selectFrom("storeCheckouts").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst()) ??
      null
    );
  },

  /** Gives a claimed key its answer, once: a claim already answered keeps its answer. True when this call answered it. */
  async finish(db: Db, websiteId: string, idempotencyKey: string, answer: CheckoutAnswer): Promise<boolean> {
    const finished = await db
      .updateTable("storeCheckouts")
      .set({ state: "done", responseStatus: answer.status, responseJson: JSON.stringify(answer.body) })
      .where("websiteId", "=", websiteId)
      .where("idempotencyKey", "=", idempotencyKey)
      .where("state", "=", "processing")
      .executeTakeFirst();
    return Number(finished.numUpdatedRows) > 0;
  },

  /** Claims still being processed since before a time: submissions a crash may have cut off. */
  async staleClaims(db: Db, claimedBefore: string, limit: number): Promise<StoreCheckoutRow[]> {
    return db
      .selectFrom("storeCheckouts")
      .selectAll()
      .where("state", "=", "processing")
      .where("createdAt", "<", claimedBefore)
      .orderBy("createdAt")
      .limit(limit)
      .execute();
  },

  /** Forgets a claim whose work broke unexpectedly, so the buyer can try again with the same key. True when this call forgot it. */
  async release(db: Db, websiteId: string, idempotencyKey: string): Promise<boolean> {
    const released = await db
      .deleteFrom("storeCheckouts")
      .where("websiteId", "=", websiteId)
      .where("idempotencyKey", "=", idempotencyKey)
      .where("state", "=", "processing")
      .executeTakeFirst();
    return Number(released.numDeletedRows) > 0;
  },
};
