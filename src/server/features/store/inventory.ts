import { sql } from "kysely";
import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { StoreHoldRow } from "../../../db/schema";
import { DomainError, DOMAIN_ERROR_CODE, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { MAX_STOCK } from "../../../domain/commerce/productModel";

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

/** Orders with a hold still held after it lapsed, at most a sweep's worth; asked by every checkout that finds too little stock. */
const EXPIRED_HOLDS_PER_PASS = 100;
const expiredHoldOrders = compiledOnce((db, at: { now: string }) =>
  db.selectFrom("storeHolds").select("orderId").distinct().where("status", "=", "held").where("expiresAt", "<", at.now).limit(EXPIRED_HOLDS_PER_PASS),
);
const insertHold = compiledOnce((db, hold: StoreHoldRow) => db.insertInto("storeHolds").values(hold));
const takeStock = compiledOnce((db, take: { variantId: string; websiteId: string; quantity: number }) =>
  db
    .updateTable("storeVariants")
    .set({ qtyInStock: sql`qty_in_stock - ${take.quantity}` })
    .where("id", "=", take.variantId)
    .where("websiteId", "=", take.websiteId)
    .where("unlimited", "=", 0)
    .where("qtyInStock", ">=", take.quantity)
    .returning("qtyInStock"),
);
const commitHolds = compiledOnce((db, order: { orderId: string }) =>
  db.updateTable("storeHolds").set({ status: "committed" }).where("orderId", "=", order.orderId).where("status", "=", "held"),
);

/** A variant's stock as a checkout last read it. */
export interface ShownStock {
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * The refusal of a demand that stock as just read cannot meet, or null. Lets a checkout that
 * would be refused anyway (most buyers of a flash sale once it sold out) skip writing an order
 * it would undo; it never lets one through: `reserve` takes the stock in the transaction.
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
   * Takes the demand from stock and records holds for the order; throws outOfStock (call inside
   * the order's transaction so a refusal undoes it all). The hold is written before the stock
   * row is updated, so the stock row, which every buyer of a popular product updates, is
   * locked for the shortest time: from its update to the commit. Answers how many variants
   * this took the last units of (their pages now show them sold out).
   */
  async reserve(db: Db, websiteId: string, orderId: string, demand: readonly Demand[], expiresAt: string): Promise<number> {
    let soldOut = 0;
    for (const want of demandOf(demand)) {
      const holdId = newId();
      await insertHold(db, { id: holdId, websiteId, orderId, variantId: want.variantId, quantity: want.quantity, status: "held", expiresAt });
      const taken = (await takeStock(db, { variantId: want.variantId, websiteId, quantity: want.quantity })).rows[0];
      if (taken) {
        if (taken.qtyInStock === 0) soldOut += 1;
        continue;
      }
      const row = await db
        .selectFrom("storeVariants")
        .select(["qtyInStock", "unlimited"])
        .where("id", "=", want.variantId)
        .where("websiteId", "=", websiteId)
        .executeTakeFirst();
      if (!row) throw outOfStock(want.name, 0);
      if (row.unlimited !== 1) throw outOfStock(want.name, row.qtyInStock);
      await db.deleteFrom("storeHolds").where("id", "=", holdId).execute();
    }
    return soldOut;
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
    await commitHolds(db, { orderId });
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

  /** Orders whose holds have expired while still held. */
  async ordersWithExpiredHolds(db: Db, now: string): Promise<string[]> {
    return (await expiredHoldOrders(db, { now })).rows.map((r) => r.orderId);
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
