import type { Db } from "../../../db/database";
import type { StoreCheckoutRow } from "../../../db/schema";
import { isUniqueViolation } from "./uniqueViolation";

/** The stored answer of a finished checkout submission. */
export interface CheckoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** All SQL of checkout idempotency records. */
export const checkoutsRepository = {
  /** Claims an idempotency key for a request; null when claimed, else the earlier claim. */
  async claim(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string): Promise<StoreCheckoutRow | null> {
    try {
      await db
        .insertInto("storeCheckouts")
        .values({ websiteId, idempotencyKey, requestHash, state: "processing", responseStatus: null, responseJson: null, createdAt: now })
        .execute();
      return null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const earlier = await this.find(db, websiteId, idempotencyKey);
      if (!earlier) throw error;
      return earlier;
    }
  },

  async find(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreCheckoutRow | null> {
    return (
      (await db.selectFrom("storeCheckouts").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst()) ??
      null
    );
  },

  async finish(db: Db, websiteId: string, idempotencyKey: string, answer: CheckoutAnswer): Promise<void> {
    await db
      .updateTable("storeCheckouts")
      .set({ state: "done", responseStatus: answer.status, responseJson: JSON.stringify(answer.body) })
      .where("websiteId", "=", websiteId)
      .where("idempotencyKey", "=", idempotencyKey)
      .execute();
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
