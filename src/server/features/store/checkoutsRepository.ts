import { sql, type CompiledQuery } from "kysely";
import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { Step } from "../../../db/durableSteps";
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
    .onConflict((conflict) => conflict.columns(["websiteId", "idempotencyKey"]).doNothing())
    .returning("idempotencyKey"),
);
/** The values of a key's row that stores a refusal as its answer. */
function refusalRow(websiteId: string, idempotencyKey: string, requestHash: string, createdAt: string, answer: CheckoutAnswer) {
  return { websiteId, idempotencyKey, requestHash, createdAt, responseStatus: answer.status, responseJson: JSON.stringify(answer.body) };
}

/** A key's row that stores a refusal as its answer. */
type RefusalRow = ReturnType<typeof refusalRow>;

const storeRefusal = compiledOnce((db, refusal: RefusalRow) =>
  db
    .insertInto("storeCheckouts")
    .values({ ...refusal, state: "done" })
    .onConflict((conflict) => conflict.columns(["websiteId", "idempotencyKey"]).doNothing())
    .returning("idempotencyKey"),
);
/** Stores a sold-out refusal as a key's answer only when the variant has none left (it is run after the refusal's undo), answering the key when stored. */
const storeSoldOut = compiledOnce((db, refusal: RefusalRow & { variantId: string }) =>
  db
    .insertInto("storeCheckouts")
    .columns(["websiteId", "idempotencyKey", "requestHash", "createdAt", "responseStatus", "responseJson", "state"])
    .expression(
      db
        .selectFrom("storeVariants")
        .select([
          sql<string>`${refusal.websiteId}`.as("websiteId"),
          sql<string>`${refusal.idempotencyKey}`.as("idempotencyKey"),
          sql<string>`${refusal.requestHash}`.as("requestHash"),
          sql<string>`${refusal.createdAt}`.as("createdAt"),
          sql<number>`cast(${refusal.responseStatus} as integer)`.as("responseStatus"),
          sql<string>`${refusal.responseJson}`.as("responseJson"),
          sql<string>`${"done"}`.as("state"),
        ])
        .where("id", "=", refusal.variantId)
        .where("websiteId", "=", refusal.websiteId)
        .where("unlimited", "=", 0)
        .where("qtyInStock", "=", 0),
    )
    .onConflict((conflict) => conflict.columns(["websiteId", "idempotencyKey"]).doNothing())
    .returning("idempotencyKey"),
);
const answerKey = compiledOnce((db, answer: { websiteId: string; idempotencyKey: string; responseStatus: number; responseJson: string }) =>
  db
    .updateTable("storeCheckouts")
    .set({ state: "done", responseStatus: answer.responseStatus, responseJson: answer.responseJson })
    .where("websiteId", "=", answer.websiteId)
    .where("idempotencyKey", "=", answer.idempotencyKey)
    .where("state", "=", "processing"),
);

/** The refusal of a claimStep whose key was claimed before. */
export const KEY_CLAIMED_BEFORE = "key";

/** All SQL of checkout idempotency records. */
export const checkoutsRepository = {
  /**
   * The step (durableSteps) that claims an idempotency key for a request, with the order it
   * writes, so the claim and the order commit together; refused as "key" when the key was
   * claimed before (a concurrent claim is waited for on PostgreSQL, and shares the transaction
   * on SQLite).
   */
  claimStep(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string): Step {
    return { query: claimKey.compile(db, { websiteId, idempotencyKey, requestHash, createdAt: now }), refuse: KEY_CLAIMED_BEFORE };
  },

  /**
   * The step (durableSteps) that stores a refusal given before any order was written as the
   * key's answer; refused as "key" when the key was claimed before.
   */
  refuseStep(db: Db, websiteId: string, idempotencyKey: string, requestHash: string, now: string, answer: CheckoutAnswer): Step {
    return { query: storeRefusal.compile(db, refusalRow(websiteId, idempotencyKey, requestHash, now, answer)), refuse: KEY_CLAIMED_BEFORE };
  },

  /**
   * The statement that stores a refusal for a variant sold out as the key's answer, only when
   * the variant has none left and the key was not claimed before; answers the key when it
   * stored it. Run after the undo of a checkout refused for that variant (`otherwise`), it
   * stores the answer in the call that was refused.
   */
  soldOutStatement(
    db: Db,
    websiteId: string,
    idempotencyKey: string,
    requestHash: string,
    now: string,
    answer: CheckoutAnswer,
    variantId: string,
  ): CompiledQuery {
    return storeSoldOut.compile(db, { ...refusalRow(websiteId, idempotencyKey, requestHash, now, answer), variantId });
  },

  async find(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreCheckoutRow | null> {
    return (
      (await db.selectFrom("storeCheckouts").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst()) ??
      null
    );
  },

  /** The step (durableSteps) that gives a claimed key its answer, as finish does. */
  finishStep(db: Db, websiteId: string, idempotencyKey: string, answer: CheckoutAnswer): Step {
    return { query: answerKey.compile(db, { websiteId, idempotencyKey, responseStatus: answer.status, responseJson: JSON.stringify(answer.body) }) };
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
