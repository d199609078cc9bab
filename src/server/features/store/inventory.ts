import { sql } from "kysely";
import type { Db } from "../../../db/database";
import { DomainError, DOMAIN_ERROR_CODE, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { MAX_STOCK } from "../../../domain/commerce/productModel";
import { stockLineChanged } from "../../../domain/commerce/stockLine";

/** How long stock stays held for a payment that has not finished (e.g. waiting for the buyer's extra confirmation). */
export const HOLD_MINUTES = 15;

/** One variant's demand in an order: every cart line drawing on it, added up. */
export interface Demand {
  variantId: string;
  name: string;
  quantity: number;
}

/** Refusal of a checkout whose stock was sold since the cart was filled. */
function outOfStock(name: string, left: number): DomainError {
  const message =
    left > 0
      ? `Sorry, only ${left} of ${name} ${left === 1 ? "is" : "are"} left. Please lower the quantity in your cart.`
      : `Sorry, ${name} sold out while it was in your cart. Please remove it to continue.`;
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, message, { details: { outOfStock: true } });
}

/** Adds up cart lines that draw on the same variant, so two lines of one variant are checked together. */
export function demandOf(lines: readonly Demand[]): Demand[] {
  const byVariant = new Map<string, Demand>();
  for (const line of lines) {
    const current = byVariant.get(line.variantId);
    byVariant.set(line.variantId, current ? { ...current, quantity: current.quantity + line.quantity } : { ...line });
  }
  return [...byVariant.values()].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
}

/** Holds still held, those that run out first first, at most a sweep's worth; asked by the sweep and by checkouts that find too little stock. */
const HELD_PER_PASS = 100;

/** What taking one variant's demand left: the stock then left, and whether it is counted (unlimited stock needs no hold). */
export interface Taken {
  want: Demand;
  qtyInStock: number;
  unlimited: boolean;
}

/** A variant's stock as a checkout last read it. */
export interface ShownStock {
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * The refusal of a demand that stock as just read cannot meet, or null. Lets a checkout that
 * would be refused anyway (most buyers of a flash sale once it sold out) skip writing an order
 * it would undo; it never lets one through: `take` takes the stock in the transaction.
 */
export function shortage(demand: readonly Demand[], stockOf: (variantId: string) => ShownStock | undefined): DomainError | null {
  for (const want of demandOf(demand)) {
    const stock = stockOf(want.variantId);
    if (stock && !stock.unlimited && stock.qtyInStock < want.quantity) return outOfStock(want.name, stock.qtyInStock);
  }
  return null;
}

/**
 * Stock holds. Taking stock is one conditional UPDATE per variant (`qty_in_stock >= wanted`),
 * never a read followed by a write, so concurrent checkouts can never sell the same unit twice.
 * Variants are taken in id order so two orders never wait on each other crosswise.
 */
export const inventory = {
  /**
   * Takes an order's demand from stock inside the order's transaction, variant by variant in
   * id order so two orders never wait on each other crosswise: one conditional UPDATE each,
   * which on PostgreSQL locks the variant's row until the transaction ends. A variant with too
   * little left throws the outOfStock refusal with the stock then left, which rolls back what
   * the transaction took before. It follows only the key's claim in a checkout's transaction, so
   * a buyer refused once a sale sold out costs three statements.
   */
  async take(db: Db, websiteId: string, demand: readonly Demand[]): Promise<Taken[]> {
    const taken: Taken[] = [];
    for (const want of demandOf(demand)) {
      const row = await db
        .updateTable("storeVariants")
        .set({ qtyInStock: sql`qty_in_stock - case when unlimited = 1 then 0 else ${want.quantity} end` })
        .where("id", "=", want.variantId)
        .where("websiteId", "=", websiteId)
        .where((eb) => eb.or([eb("unlimited", "=", 1), eb("qtyInStock", ">=", want.quantity)]))
        .returning(["qtyInStock", "unlimited"])
        .executeTakeFirst();
      if (!row) {
        const left = await db
          .selectFrom("storeVariants")
          .select("qtyInStock")
          .where("id", "=", want.variantId)
          .where("websiteId", "=", websiteId)
          .executeTakeFirst();
        throw outOfStock(want.name, left?.qtyInStock ?? 0);
      }
      taken.push({ want, qtyInStock: row.qtyInStock, unlimited: row.unlimited === 1 });
    }
    return taken;
  },

  /** Holds what `take` took of counted stock for an order (after the order's own row, which they refer to) until it is paid or its hold runs out. */
  async hold(db: Db, orderId: string, websiteId: string, taken: readonly Taken[], expiresAt: string): Promise<void> {
    const counted = taken.filter((one) => !one.unlimited);
    if (counted.length === 0) return;
    await db
      .insertInto("storeHolds")
      .values(counted.map(({ want }) => ({ id: newId(), websiteId, orderId, variantId: want.variantId, quantity: want.quantity, status: "held", expiresAt })))
      .execute();
  },

  /** How many variants taken now show a different stock line on their pages ("Only N left" or "Sold out", stockLine.ts). */
  stockLinesChanged(taken: readonly Taken[]): number {
    return taken.filter((one) => !one.unlimited && stockLineChanged(one.qtyInStock)).length;
  },

  /** Puts an order's held stock back (payment failed or the hold expired); a hold is released at most once. */
  async release(db: Db, orderId: string): Promise<number> {
    const holds = await db.selectFrom("storeHolds").selectAll().where("orderId", "=", orderId).where("status", "=", "held").execute();
    let released = 0;
    for (const hold of holds) {
      const claimed = await db.updateTable("storeHolds").set({ status: "released" }).where("id", "=", hold.id).where("status", "=", "held").executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      await db
        .updateTable("storeVariants")
        .set({ qtyInStock: sql`qty_in_stock + ${hold.quantity}` })
        .where("id", "=", hold.variantId)
        .execute();
      released += hold.quantity;
    }
    return released;
  },

  /** Makes an order's held stock sold for good (payment captured). */
  async commit(db: Db, orderId: string): Promise<void> {
    await db.updateTable("storeHolds").set({ status: "committed" }).where("orderId", "=", orderId).where("status", "=", "held").execute();
  },

  /** Puts a refunded order's sold stock back, once. */
  async restock(db: Db, orderId: string): Promise<void> {
    const holds = await db.selectFrom("storeHolds").selectAll().where("orderId", "=", orderId).where("status", "=", "committed").execute();
    for (const hold of holds) {
      const claimed = await db
        .updateTable("storeHolds")
        .set({ status: "restocked" })
        .where("id", "=", hold.id)
        .where("status", "=", "committed")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      await db
        .updateTable("storeVariants")
        .set({ qtyInStock: sql`qty_in_stock + ${hold.quantity}` })
        .where("id", "=", hold.variantId)
        .execute();
    }
  },

  /**
   * The orders whose holds ran out while still held (at most a sweep's worth), and when the
   * first hold still running runs out: null when none is held, and `now` when the look
   * stopped short among holds already run out.
   */
  async heldUntil(db: Db, now: string): Promise<{ expiredOrders: string[]; nextExpiry: string | null }> {
    const rows = await db
      .selectFrom("storeHolds")
      .select(["orderId", "expiresAt"])
      .where("status", "=", "held")
      .orderBy("expiresAt")
      .limit(HELD_PER_PASS)
      .execute();
    const expiredOrders = [...new Set(rows.filter((row) => row.expiresAt < now).map((row) => row.orderId))];
    const running = rows.find((row) => row.expiresAt >= now);
    const nextExpiry = running ? running.expiresAt : rows.length === HELD_PER_PASS ? now : null;
    return { expiredOrders, nextExpiry };
  },

  /** The owner's stock change: set a count, or adjust it by a signed amount without ever going below zero. */
  async changeStock(db: Db, websiteId: string, variantId: string, change: { set: number } | { adjustBy: number }): Promise<number> {
    const variant = await db.selectFrom("storeVariants").select(["id"]).where("id", "=", variantId).where("websiteId", "=", websiteId).executeTakeFirst();
    if (!variant) throw notFound("This variant does not exist.");
    if ("set" in change) {
      await db.updateTable("storeVariants").set({ qtyInStock: change.set }).where("id", "=", variantId).execute();
    } else {
      const result = await db
        .updateTable("storeVariants")
        .set({ qtyInStock: sql`qty_in_stock + ${change.adjustBy}` })
        .where("id", "=", variantId)
        .where(sql<boolean>`qty_in_stock + ${change.adjustBy} >= 0`)
        .where(sql<boolean>`qty_in_stock + ${change.adjustBy} <= ${MAX_STOCK}`)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw invalid("Stock cannot go below 0 or above 1,000,000.", { adjustBy: "Stock cannot go below 0 or above 1,000,000." });
    }
    const row = await db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", variantId).executeTakeFirstOrThrow();
    return row.qtyInStock;
  },
};
