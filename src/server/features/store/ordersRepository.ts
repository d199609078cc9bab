import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../../db/database";
import type { Database, StoreOrderRow, StorePaymentRow } from "../../../db/schema";
import { isUniqueViolation } from "./uniqueViolation";
import { countRows } from "../../../db/countRows";

/** A bought line as the order keeps it, frozen at checkout. */
export interface OrderLine {
  variantId: string;
  productId: string;
  productType: string;
  name: string;
  sku: string;
  optionValues: { name: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Where a physical order ships. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** The buyer's phone for the carrier; orders placed before it was asked have none. */
  phone?: string;
}

/** Filters of the owner's order list. */
export interface OrderFilter {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** An order as a status change left it, with the title of its site. */
export type MovedOrder = StoreOrderRow & { siteTitle: string; siteExtraSettingsJson: string };

/** The title of an order's site, for a statement about orders to answer beside the order. */
const siteTitleOf = (eb: ExpressionBuilder<Database, "storeOrders">) =>
  eb.selectFrom("websites").select("websites.title").whereRef("websites.id", "=", "storeOrders.websiteId").as("siteTitle");
/** The extra settings of an order's site (its look in mails), likewise. */
const siteSettingsOf = (eb: ExpressionBuilder<Database, "storeOrders">) =>
  eb.selectFrom("websites").select("websites.extraSettingsJson").whereRef("websites.id", "=", "storeOrders.websiteId").as("siteExtraSettingsJson");

/** An order row with its site's columns as a statement answered them (null when the site is gone). */
function withSite(row: StoreOrderRow & { siteTitle: string | null; siteExtraSettingsJson: string | null }): MovedOrder {
  return { ...row, siteTitle: row.siteTitle ?? "", siteExtraSettingsJson: row.siteExtraSettingsJson ?? "{}" };
}

/** All SQL of orders and payments. */
export const ordersRepository = {
  /** Writes a new order. */
  async insert(db: Db, row: StoreOrderRow): Promise<void> {
    await db.insertInto("storeOrders").values(row).execute();
  },

  async findOrder(db: Db, websiteId: string, orderId: string): Promise<StoreOrderRow | null> {
    return (await db.selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).where("id", "=", orderId).executeTakeFirst()) ?? null;
  },

  async findOrderById(db: Db, orderId: string): Promise<StoreOrderRow | null> {
    return (await db.selectFrom("storeOrders").selectAll().where("id", "=", orderId).executeTakeFirst()) ?? null;
  },

  async listOrders(db: Db, websiteId: string, filter: OrderFilter): Promise<{ total: number; orders: StoreOrderRow[] }> {
    let query = db.selectFrom("storeOrders").where("websiteId", "=", websiteId);
    if (filter.status) query = query.where("status", "=", filter.status);
    if (filter.from) query = query.where("createdAt", ">=", filter.from);
    if (filter.to) query = query.where("createdAt", "<", filter.to);
    if (filter.q) query = query.where("searchText", "like", `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`);
    const total = await countRows(query);
    const orders = await query.selectAll().orderBy("createdAt", "desc").orderBy("id").limit(filter.limit).offset(filter.offset).execute();
    return { total, orders };
  },

  /** The order a checkout submission made, if it got that far. */
  async findOrderByKey(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreOrderRow | null> {
    return (
      (await db.selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst()) ??
      null
    );
  },

  /** Orders in one of the given statuses not touched since a time, oldest first (the recovery sweep's work list). */
  async ordersInStatusSince(db: Db, statuses: readonly string[], updatedBefore: string, limit: number): Promise<StoreOrderRow[]> {
    return db
      .selectFrom("storeOrders")
      .selectAll()
      .where("status", "in", [...statuses])
      .where("updatedAt", "<", updatedBefore)
      .orderBy("updatedAt")
      .limit(limit)
      .execute();
  },

  /**
   * Moves an order from one of the given statuses to another and answers it as moved, with its
   * site's title and extra settings (the confirmation mail's words and look), in the same statement; null when it was not in
   * them (someone else moved it first).
   */
  async moveStatus(db: Db, orderId: string, from: readonly string[], to: string, set: Partial<StoreOrderRow>): Promise<MovedOrder | null> {
    const moved = await db
      .updateTable("storeOrders")
      .set({ ...set, status: to })
      .where("id", "=", orderId)
      .where("status", "in", [...from])
      .returningAll()
      .returning(siteTitleOf)
      .returning(siteSettingsOf)
      .executeTakeFirst();
    return moved ? withSite(moved) : null;
  },

  /** An order with its site's title and settings, as a move answers it, or null. */
  async findWithSite(db: Db, orderId: string): Promise<MovedOrder | null> {
    const found = await db
      .selectFrom("storeOrders")
      .selectAll("storeOrders")
      .select(siteTitleOf)
      .select(siteSettingsOf)
      .where("storeOrders.id", "=", orderId)
      .executeTakeFirst();
    return found ? withSite(found) : null;
  },

  /** Records a payment's status: the first time inserts it, later times (a confirmation, a refund) change its status. */
  async recordPayment(db: Db, row: StorePaymentRow): Promise<void> {
    await db
      .insertInto("storePayments")
      .values(row)
      .onConflict((conflict) => conflict.columns(["provider", "reference"]).doUpdateSet({ status: row.status, updatedAt: row.updatedAt }))
      .execute();
  },

  async findPayment(db: Db, provider: string, reference: string): Promise<StorePaymentRow | null> {
    return (await db.selectFrom("storePayments").selectAll().where("provider", "=", provider).where("reference", "=", reference).executeTakeFirst()) ?? null;
  },

  async paymentsOfOrder(db: Db, orderId: string): Promise<StorePaymentRow[]> {
    return db.selectFrom("storePayments").selectAll().where("orderId", "=", orderId).orderBy("createdAt").execute();
  },

  /** Changes a recorded payment's status (nothing when the provider's reference was never recorded). */
  async setPaymentStatus(db: Db, provider: string, reference: string, status: string, now: string): Promise<void> {
    await db.updateTable("storePayments").set({ status, updatedAt: now }).where("provider", "=", provider).where("reference", "=", reference).execute();
  },

  /** Records a provider's confirmation as handled; false when it was handled before (a replay). */
  async recordEvent(db: Db, provider: string, eventId: string, now: string): Promise<boolean> {
    try {
      await db.insertInto("storePaymentEvents").values({ provider, eventId, receivedAt: now }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },
};
