import type { Db } from "../../../../db/database";
import type { StoreReviewRequestRow } from "../../../../db/schema";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { REVIEW_REQUEST_ROW_STATE } from "../../../../domain/commerce/productReviews";

/** A fulfilled order that has no review request yet, with what its request's due time is computed from. */
export interface UnscheduledOrder {
  orderId: string;
  websiteId: string;
  fulfilledAt: string;
  siteExtraSettingsJson: string;
}

/** The SQL of review requests: scheduling one per fulfilled order, claiming due ones once, and marking them answered. */
export const reviewRequestsRepository = {
  /** Fulfilled orders without a request, oldest fulfilment first. */
  async unscheduledOrders(db: Db, limit: number): Promise<UnscheduledOrder[]> {
    const rows = await db
      .selectFrom("storeOrders")
      .innerJoin("websites", "websites.id", "storeOrders.websiteId")
      .leftJoin("storeReviewRequests", "storeReviewRequests.orderId", "storeOrders.id")
      .select(["storeOrders.id as orderId", "storeOrders.websiteId", "storeOrders.fulfilledAt", "websites.extraSettingsJson as siteExtraSettingsJson"])
      .where("storeOrders.status", "=", ORDER_STATUS.FULFILLED)
      .where("storeOrders.fulfilledAt", "is not", null)
      .where("storeReviewRequests.id", "is", null)
      .orderBy("storeOrders.fulfilledAt")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, fulfilledAt: row.fulfilledAt! }));
  },

  /** Schedules requests; an order that got one meanwhile (another node) keeps its own, by the unique order id. */
  async schedule(db: Db, rows: StoreReviewRequestRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto("storeReviewRequests")
      .values(rows)
      .onConflict((conflict) => conflict.column("orderId").doNothing())
      .execute();
  },

  /** Scheduled requests whose mail is due, earliest first. */
  async due(db: Db, now: string, limit: number): Promise<Pick<StoreReviewRequestRow, "id" | "dueAt">[]> {
    return db
      .selectFrom("storeReviewRequests")
      .select(["id", "dueAt"])
      .where("state", "=", REVIEW_REQUEST_ROW_STATE.SCHEDULED)
      .where("dueAt", "<=", now)
      .orderBy("dueAt")
      .limit(limit)
      .execute();
  },

  /**
   * Moves a scheduled request to `to` (sent, or expired when it is too late to ask) and stamps
   * the claim; null when another node moved it first, so only one of them sends its mail.
   */
  async claim(db: Db, id: string, to: string, now: string): Promise<StoreReviewRequestRow | null> {
    const row = await db
      .updateTable("storeReviewRequests")
      .set({ state: to, claimedAt: now })
      .where("id", "=", id)
      .where("state", "=", REVIEW_REQUEST_ROW_STATE.SCHEDULED)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  },

  /** A site's request by id. */
  async find(db: Db, websiteId: string, id: string): Promise<StoreReviewRequestRow | null> {
    const row = await db.selectFrom("storeReviewRequests").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return row ?? null;
  },

  /** The language the request's order was placed in: null for the primary, or a request not found. */
  async orderLocale(db: Db, websiteId: string, id: string): Promise<string | null> {
    const row = await db
      .selectFrom("storeReviewRequests")
      .innerJoin("storeOrders", "storeOrders.id", "storeReviewRequests.orderId")
      .select("storeOrders.locale")
      .where("storeReviewRequests.websiteId", "=", websiteId)
      .where("storeReviewRequests.id", "=", id)
      .executeTakeFirst();
    return row?.locale ?? null;
  },

  /** Marks a sent request answered once every product of its order has a review. */
  async markReviewed(db: Db, id: string): Promise<void> {
    await db
      .updateTable("storeReviewRequests")
      .set({ state: REVIEW_REQUEST_ROW_STATE.REVIEWED })
      .where("id", "=", id)
      .where("state", "=", REVIEW_REQUEST_ROW_STATE.SENT)
      .execute();
  },
};
