import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { StoreFulfilmentRow, StoreRefundRow } from "../../../db/schema";

/**
 * The SQL of what happens to an order after it is paid: its refunds (each recorded once against
 * the paid amount, which the database never lets refunds pass) and its fulfilment details.
 */
export const orderAftercareRepository = {
  /**
   * Adds a refund to what an order has had refunded, only while the total stays within what was
   * paid: a conditional update on the order's one totals row (made on its first refund), so of
   * refunds at once the database lets through only those that fit. False when it would not fit.
   */
  async claimRefund(db: Db, orderId: string, paidCents: number, amountCents: number): Promise<boolean> {
    await db
      .insertInto("storeOrderRefundTotals")
      .values({ orderId, paidCents, refundedCents: 0 })
      .onConflict((c) => c.column("orderId").doNothing())
      .execute();
    const result = await db
      .updateTable("storeOrderRefundTotals")
      .set({ refundedCents: sql`refunded_cents + ${amountCents}` })
      .where("orderId", "=", orderId)
      .where(sql<boolean>`refunded_cents + ${amountCents} <= paid_cents`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives back a refund's claim the provider refused, so the amount can be refunded again. */
  async dropRefundClaim(db: Db, orderId: string, amountCents: number): Promise<void> {
    await db
      .updateTable("storeOrderRefundTotals")
      .set({ refundedCents: sql`refunded_cents - ${amountCents}` })
      .where("orderId", "=", orderId)
      .execute();
  },

  /** How much of an order has been refunded and was paid, or null before its first refund. */
  async refundTotals(db: Db, orderId: string): Promise<{ paidCents: number; refundedCents: number } | null> {
    const row = await db.selectFrom("storeOrderRefundTotals").select(["paidCents", "refundedCents"]).where("orderId", "=", orderId).executeTakeFirst();
    return row ? { paidCents: Number(row.paidCents), refundedCents: Number(row.refundedCents) } : null;
  },

  /** Writes an order's refund totals as they stand (an order moved with its refunds from another server). */
  async insertRefundTotals(db: Db, orderId: string, paidCents: number, refundedCents: number): Promise<void> {
    await db.insertInto("storeOrderRefundTotals").values({ orderId, paidCents, refundedCents }).execute();
  },

  async insertRefund(db: Db, row: StoreRefundRow): Promise<void> {
    await db.insertInto("storeRefunds").values(row).execute();
  },

  async finishRefund(db: Db, refundId: string): Promise<void> {
    await db.updateTable("storeRefunds").set({ state: "done" }).where("id", "=", refundId).execute();
  },

  async deleteRefund(db: Db, refundId: string): Promise<void> {
    await db.deleteFrom("storeRefunds").where("id", "=", refundId).execute();
  },

  /** An order's refunds, oldest first. */
  async refundsOf(db: Db, orderId: string): Promise<StoreRefundRow[]> {
    return db.selectFrom("storeRefunds").selectAll().where("orderId", "=", orderId).orderBy("createdAt").orderBy("id").execute();
  },

  async insertFulfilment(db: Db, row: StoreFulfilmentRow): Promise<void> {
    await db.insertInto("storeFulfilments").values(row).execute();
  },

  /** How an order was fulfilled, or null. */
  async fulfilmentOf(db: Db, orderId: string): Promise<StoreFulfilmentRow | null> {
    return (await db.selectFrom("storeFulfilments").selectAll().where("orderId", "=", orderId).executeTakeFirst()) ?? null;
  },
};
