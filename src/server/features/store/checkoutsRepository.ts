import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { StoreCheckoutRow } from "../../../db/schema";

/** The stored answer of a finished checkout submission. */
export interface CheckoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

const claimKey = compiledOnce((db, claim: { websiteId: string; idempotencyKey: string; requestHash: string; createdAt: string }) =>
  db
    .insertInto("storeCheckouts")
    .values({ ...claim, state: "processing", responseStatus: null, responseJson: null })
    .onConflict((conflict) => conflict.columns(["websiteId", "idempotencyKey"]).doNothing()),
);
const answerKey = compiledOnce((db, answer: { websiteId: string; idempotencyKey: string; responseStatus: number; responseJson: string }) =>
  db
    .updateTable("storeCheckouts")
    .set({ state: "done", responseStatus: answer.responseStatus, responseJson: answer.responseJson })
    .where("websiteId", "=", answer.websiteId)
    .where("idempotencyKey", "=", answer.idempotencyKey)
    .where("state", "=", "processing"),
);

/** All SQL of checkout idempotency records. */
export const checkoutsRepository = {
  /**
   * Claims an idempotency key for a request, inside the transaction that writes its order, so
   * the claim and the order commit together; false when the key was claimed before (a
   * concurrent claim is waited for on PostgreSQL, and shares the transaction on SQLite).
   */
  async claim(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string): Promise<boolean> {
    const result = await claimKey(db, { websiteId, idempotencyKey, requestHash, createdAt: now });
    return Number(result.numAffectedRows ?? 0) === 1;
  },

  /** Stores a refusal given before any order was written as the key's answer; false when the key was claimed before. */
  async refuse(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string, answer: CheckoutAnswer): Promise<boolean> {
    const result = await db
      .insertInto("storeCheckouts")
      .values({
        websiteId,
        idempotencyKey,
        requestHash,
        state: "done",
        responseStatus: answer.status,
        responseJson: JSON.stringify(answer.body),
        createdAt: now,
      })
      .onConflict((conflict) => conflict.columns(["websiteId", "idempotencyKey"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async find(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreCheckoutRow | null> {
    return (
      (await db.selectFrom("storeCheckouts").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst()) ??
      null
    );
  },

  /** Gives a claimed key its answer, once: a claim already answered keeps its answer. */
  async finish(db: Db, websiteId: string, idempotencyKey: string, answer: CheckoutAnswer): Promise<void> {
    await answerKey(db, { websiteId, idempotencyKey, responseStatus: answer.status, responseJson: JSON.stringify(answer.body) });
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

  /** Forgets a claim whose work broke unexpectedly, so the buyer can try again with the same key. */
  async release(db: Db, websiteId: string, idempotencyKey: string): Promise<void> {
    await db
      .deleteFrom("storeCheckouts")
      .where("websiteId", "=", websiteId)
      .where("idempotencyKey", "=", idempotencyKey)
      .where("state", "=", "processing")
      .execute();
  },
};
