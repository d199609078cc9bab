import { sql, type CompiledQuery, type ExpressionBuilder } from "kysely";
import { compiledOnce } from "../../../db/compiledOnce";
import type { Db } from "../../../db/database";
import type { Step } from "../../../db/durableSteps";
import type { Database, StoreHoldRow } from "../../../db/schema";
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
const heldHolds = compiledOnce((db, _noValues: Record<string, never>) =>
  db.selectFrom("storeHolds").select(["orderId", "expiresAt"]).where("status", "=", "held").orderBy("expiresAt").limit(HELD_PER_PASS),
);

/**
 * Takes a demand from a variant's stock only if enough is left (`qty_in_stock >= wanted`, one
 * conditional UPDATE, never a read followed by a write), or nothing from unlimited stock;
 * answers the stock left and whether it is unlimited, or no row when too little is left.
 */
const takeStock = compiledOnce((db, take: { variantId: string; websiteId: string; quantity: number }) =>
  db
    .updateTable("storeVariants")
    .set({ qtyInStock: sql`qty_in_stock - case when unlimited = 1 then 0 else ${take.quantity} end` })
    .where("id", "=", take.variantId)
    .where("websiteId", "=", take.websiteId)
    .where((eb) => eb.or([eb("unlimited", "=", 1), eb("qtyInStock", ">=", take.quantity)]))
    .returning(["qtyInStock", "unlimited"]),
);
/** Holds what an order took from a variant with counted stock (unlimited stock needs no hold). */
const holdStock = compiledOnce((db, hold: StoreHoldRow) =>
  db
    .insertInto("storeHolds")
    .columns(["id", "websiteId", "orderId", "variantId", "quantity", "status", "expiresAt"])
    .expression(
      db
        .selectFrom("storeVariants")
        .select([
          sql<string>`${hold.id}`.as("id"),
          sql<string>`${hold.websiteId}`.as("websiteId"),
          sql<string>`${hold.orderId}`.as("orderId"),
          sql<string>`${hold.variantId}`.as("variantId"),
          sql<number>`cast(${hold.quantity} as integer)`.as("quantity"),
          sql<string>`${hold.status}`.as("status"),
          sql<string>`${hold.expiresAt}`.as("expiresAt"),
        ])
        .where("id", "=", hold.variantId)
        .where("unlimited", "=", 0),
    ),
);
const stockLeft = compiledOnce((db, variant: { variantId: string; websiteId: string }) =>
  db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", variant.variantId).where("websiteId", "=", variant.websiteId),
);
/**
 * The holds of one order in a status: found through the order's index, the status checked on
 * its few rows (`is true` keeps it out of the index conditions). A plan kept for any values
 * could otherwise go through the expiry index by status and read the entry of every hold that
 * was ever in that status, until a vacuum removes those of holds that moved on.
 */
function holdsOfOrder(orderId: string, status: string) {
  return (eb: ExpressionBuilder<Database, "storeHolds">) => eb.and([eb("orderId", "=", orderId), sql<boolean>`(${sql.ref("status")} = ${status}) is true`]);
}

const commitHolds = compiledOnce((db, order: { orderId: string }) =>
  db.updateTable("storeHolds").set({ status: "committed" }).where(holdsOfOrder(order.orderId, "held")),
);

/** What an order takes from stock: its demand, held for it until a time. */
export interface Reservation {
  websiteId: string;
  orderId: string;
  demand: readonly Demand[];
  expiresAt: string;
}

/** The refusal reason of a reservation step that found too little of a variant. */
const STOCK_REFUSAL = "stock:";

/** A variant's stock as a checkout last read it. */
export interface ShownStock {
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * The refusal of a demand that stock as just read cannot meet, or null. Lets a checkout that
 * would be refused anyway (most buyers of a flash sale once it sold out) skip writing an order
 * it would undo; it never lets one through: `takeSteps` takes the stock in the transaction.
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
   * The steps (durableSteps) that take an order's demand from stock, variant by variant in id
   * order so two orders never wait on each other crosswise; a variant with too little left
   * refuses the whole order ("stock:" and its id), explained by the stock then left. They come
   * first in a checkout's work, so a buyer refused once a sale sold out costs one statement.
   */
  takeSteps(
    db: Db,
    { websiteId, demand }: Pick<Reservation, "websiteId" | "demand">,
    /** Statements run after the undo when a variant has too little (storing the refusal, say), given the variant's demand. */
    otherwise?: (want: Demand) => CompiledQuery[],
  ): Step[] {
    return demandOf(demand).map((want) => ({
      query: takeStock.compile(db, { variantId: want.variantId, websiteId, quantity: want.quantity }),
      returns: true,
      refuse: `${STOCK_REFUSAL}${want.variantId}`,
      explain: stockLeft.compile(db, { variantId: want.variantId, websiteId }),
      ...(otherwise ? { otherwise: otherwise(want) } : {}),
    }));
  },

  /** The refusal of a demand whose variant has none left. */
  soldOut(want: Demand): DomainError {
    return outOfStock(want.name, 0);
  },

  /** The steps that hold what takeSteps took for the order until it is paid or its hold runs out (after the order's own row, which they refer to). */
  holdSteps(db: Db, { websiteId, orderId, demand, expiresAt }: Reservation): Step[] {
    return demandOf(demand).map((want) => ({
      query: holdStock.compile(db, { id: newId(), websiteId, orderId, variantId: want.variantId, quantity: want.quantity, status: "held", expiresAt }),
    }));
  },

  /** How many variants a reservation's answered rows leave showing a different stock line on their pages ("Only N left" or "Sold out", stockLine.ts). */
  stockLinesChanged(rows: readonly (Record<string, unknown> | null)[]): number {
    return rows.filter((row) => row?.unlimited === 0 && typeof row.qtyInStock === "number" && stockLineChanged(row.qtyInStock)).length;
  },

  /** The outOfStock refusal of a reservation refused for too little of a variant, with the stock then left; null for any other refusal. */
  refusalOf(refused: string, detail: Record<string, unknown> | null, demand: readonly Demand[]): DomainError | null {
    if (!refused.startsWith(STOCK_REFUSAL)) return null;
    const want = demand.find((line) => line.variantId === refused.slice(STOCK_REFUSAL.length));
    if (!want) return null;
    return outOfStock(want.name, typeof detail?.qtyInStock === "number" ? detail.qtyInStock : 0);
  },

  /** Puts an order's held stock back (payment failed or the hold expired); a hold is released at most once. */
  async release(db: Db, orderId: string): Promise<number> {
    const holds = await db.selectFrom("storeHolds").selectAll().where(holdsOfOrder(orderId, "held")).execute();
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

  /** The step (durableSteps) that makes an order's held stock sold for good (payment captured). */
  commitStep(db: Db, orderId: string): Step {
    return { query: commitHolds.compile(db, { orderId }) };
  },

  /** Puts a refunded order's sold stock back, once. */
  async restock(db: Db, orderId: string): Promise<void> {
    const holds = await db.selectFrom("storeHolds").selectAll().where(holdsOfOrder(orderId, "committed")).execute();
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
    const rows = (await heldHolds(db, {})).rows;
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
