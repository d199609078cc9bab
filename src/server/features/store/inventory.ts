import { sql } from "kysely";
import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { CommitWrites } from "../../../db/durableTransaction";
import type { StoreHoldRow } from "../../../db/schema";
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

/** What an order takes from stock: its demand, held for it until a time. */
export interface Reservation {
  websiteId: string;
  orderId: string;
  demand: readonly Demand[];
  expiresAt: string;
}

/** SQLite: holds written and stock taken one statement at a time; answers how many variants' stock lines now read differently. */
async function reserveNow(db: Db, { websiteId, orderId, demand, expiresAt }: Reservation): Promise<number> {
  let changed = 0;
  for (const want of demandOf(demand)) {
    const holdId = newId();
    await insertHold(db, { id: holdId, websiteId, orderId, variantId: want.variantId, quantity: want.quantity, status: "held", expiresAt });
    const taken = (await takeStock(db, { variantId: want.variantId, websiteId, quantity: want.quantity })).rows[0];
    if (taken) {
      if (stockLineChanged(taken.qtyInStock)) changed += 1;
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
  return changed;
}

/** The start of the reason tessera_refuse (migration 0870) raises for a variant with too little stock. */
const STOCK_REFUSAL = "tessera.out_of_stock:";

/**
 * PostgreSQL: one variant's stock taken and its hold written in one statement, which answers
 * the stock left (`remaining`, null for unlimited stock) or, finding too little, raises
 * through tessera_refuse so the transaction's commit behind it never runs.
 */
function takeOrRefuse(db: Db, take: Reservation & { want: Demand; holdId: string; refusal: string }) {
  const { websiteId, orderId, want, holdId, expiresAt, refusal } = take;
  return sql`with taken as (
      update store_variants
      set qty_in_stock = qty_in_stock - case when unlimited = 1 then 0 else ${want.quantity} end
      where id = ${want.variantId} and website_id = ${websiteId} and (unlimited = 1 or qty_in_stock >= ${want.quantity})
      returning qty_in_stock, unlimited
    ), held as (
      insert into store_holds (id, website_id, order_id, variant_id, quantity, status, expires_at)
      select ${holdId}, ${websiteId}, ${orderId}, ${want.variantId}, ${want.quantity}, 'held', ${expiresAt} from taken where unlimited = 0
    )
    select case when exists (select 1 from taken) then (select qty_in_stock from taken where unlimited = 0) else tessera_refuse(${refusal}) end as remaining`.execute(
    db,
  );
}

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
   * Takes the demand from stock and records holds for the order, inside the order's
   * transaction so a refusal undoes it all. Answers, for after the commit, how many variants
   * now show a different stock line on their pages ("Only N left" or "Sold out", stockLine.ts). On SQLite (writes run at
   * once) a shortage throws outOfStock here; on PostgreSQL each variant's take and hold is one
   * statement sent with the commit (takeOrRefuse), and a shortage fails the commit with an
   * error that refusalOf explains.
   */
  async reserve(trx: Db, atCommit: CommitWrites, take: Reservation): Promise<() => number> {
    if (!atCommit.deferred) {
      const changed = await reserveNow(trx, take);
      return () => changed;
    }
    for (const want of demandOf(take.demand)) {
      await takeOrRefuse(atCommit.db, { ...take, want, holdId: newId(), refusal: `${STOCK_REFUSAL}${want.variantId}` });
    }
    return () => atCommit.rows.filter((row) => typeof row.remaining === "number" && stockLineChanged(row.remaining)).length;
  },

  /**
   * The outOfStock refusal of a PostgreSQL commit that takeOrRefuse stopped, with the stock
   * now left; any other error is answered as it is.
   */
  async refusalOf(db: Db, error: unknown, demand: readonly Demand[]): Promise<unknown> {
    const message = error instanceof Error ? error.message : "";
    if (!message.startsWith(STOCK_REFUSAL)) return error;
    const want = demand.find((line) => line.variantId === message.slice(STOCK_REFUSAL.length));
    if (!want) return error;
    const row = await db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", want.variantId).executeTakeFirst();
    return outOfStock(want.name, row?.qtyInStock ?? 0);
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
