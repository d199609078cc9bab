import type { Db } from "../../../../db/database";
import type { StoreSubscriptionChargeRow, StoreSubscriptionRow, StoreSubscriptionSetupRow } from "../../../../db/subscriptionRows";
import { SUBSCRIPTION_STATUS } from "../../../../domain/commerce/subscriptionPlan";
import { countRows } from "../../../../db/countRows";

/** States of a period's charge. */
export const CHARGE_STATE = { DUE: "due", CHARGING: "charging", RETRY: "retry", PAID: "paid", FAILED: "failed", CANCELLED: "cancelled" } as const;

/** The subscriptions' SQL: setups, subscriptions, their period charges, each "only once" step a unique key or a conditional update. */
export const subscriptionsRepository = {
  /** Keeps a saved payment method by its checkout's key; a repeat of the key keeps the first. */
  async keepSetup(db: Db, row: StoreSubscriptionSetupRow): Promise<void> {
    await db
      .insertInto("storeSubscriptionSetups")
      .values(row)
      .onConflict((oc) => oc.columns(["websiteId", "idempotencyKey"]).doNothing())
      .execute();
  },

  async findSetup(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreSubscriptionSetupRow | undefined> {
    return db
      .selectFrom("storeSubscriptionSetups")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("idempotencyKey", "=", idempotencyKey)
      .executeTakeFirst();
  },

  /** Starts a subscription once per order and variant (the unique key); false when it was started before. */
  async insertOnce(db: Db, row: StoreSubscriptionRow): Promise<boolean> {
    const inserted = await db
      .insertInto("storeSubscriptions")
      .values(row)
      .onConflict((oc) => oc.columns(["orderId", "variantId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async find(db: Db, websiteId: string, id: string): Promise<StoreSubscriptionRow | undefined> {
    return db.selectFrom("storeSubscriptions").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  async ofOrder(db: Db, websiteId: string, orderId: string): Promise<StoreSubscriptionRow[]> {
    return db.selectFrom("storeSubscriptions").selectAll().where("websiteId", "=", websiteId).where("orderId", "=", orderId).orderBy("id").execute();
  },

  /** A site's subscriptions, newest first, a page at a time, with how many there are. */
  async listOfSite(db: Db, websiteId: string, page: { limit: number; offset: number }): Promise<{ rows: StoreSubscriptionRow[]; total: number }> {
    const ofSite = db.selectFrom("storeSubscriptions").where("websiteId", "=", websiteId);
    const rows = await ofSite.selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
    return { rows, total: await countRows(ofSite) };
  },

  /** Every subscription of a site, oldest first (the site file). */
  async allOfSite(db: Db, websiteId: string): Promise<StoreSubscriptionRow[]> {
    return db.selectFrom("storeSubscriptions").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
  },

  /** A customer's subscriptions: those started while signed in, or with the account's (confirmed) email; newest first. */
  async ofCustomer(db: Db, websiteId: string, siteUserId: string, email: string): Promise<StoreSubscriptionRow[]> {
    return db
      .selectFrom("storeSubscriptions")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where((eb) => eb.or([eb("siteUserId", "=", siteUserId), eb("email", "=", email)]))
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute();
  },

  /** Active subscriptions whose next period has begun. */
  async periodsDue(db: Db, now: string, limit: number): Promise<StoreSubscriptionRow[]> {
    return db
      .selectFrom("storeSubscriptions")
      .selectAll()
      .where("status", "=", SUBSCRIPTION_STATUS.ACTIVE)
      .where("nextChargeAt", "is not", null)
      .where("nextChargeAt", "<=", now)
      .orderBy("nextChargeAt")
      .limit(limit)
      .execute();
  },

  /**
   * Claims a subscription's due period: moves its next charge time on from the one read, only if
   * it is still the one read and the subscription still active. Of any number of runs that read
   * it, one moves it; the others find nothing to claim.
   */
  async claimPeriod(db: Db, id: string, readNext: string, next: { period: number; at: string }, stamp: string): Promise<boolean> {
    const moved = await db
      .updateTable("storeSubscriptions")
      .set({ nextPeriod: next.period, nextChargeAt: next.at, updatedAt: stamp })
      .where("id", "=", id)
      .where("status", "=", SUBSCRIPTION_STATUS.ACTIVE)
      .where("nextChargeAt", "=", readNext)
      .returning("id")
      .executeTakeFirst();
    return moved !== undefined;
  },

  /** Writes a period's charge once (the unique key of subscription and period); false when it was written before. */
  async insertCharge(db: Db, row: StoreSubscriptionChargeRow): Promise<boolean> {
    const inserted = await db
      .insertInto("storeSubscriptionCharges")
      .values(row)
      .onConflict((oc) => oc.columns(["subscriptionId", "period"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** Charges whose attempt is due, and charges whose attempt was claimed before `staleBefore` and never finished (a crash). */
  async chargesDue(db: Db, now: string, staleBefore: string, limit: number): Promise<StoreSubscriptionChargeRow[]> {
    return db
      .selectFrom("storeSubscriptionCharges")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "in", [CHARGE_STATE.DUE, CHARGE_STATE.RETRY]), eb("nextAttemptAt", "<=", now)]),
          eb.and([eb("state", "=", CHARGE_STATE.CHARGING), eb("claimedAt", "<", staleBefore)]),
        ]),
      )
      .orderBy("nextAttemptAt")
      .limit(limit)
      .execute();
  },

  /**
   * Claims a charge's next attempt: a due or retrying charge becomes "charging" with one attempt
   * more; an attempt left unfinished since before `staleBefore` is claimed again with the same
   * attempt number (so the provider, asked with the same key, answers as it did). One run wins.
   */
  async claimCharge(db: Db, charge: StoreSubscriptionChargeRow, now: string, staleBefore: string): Promise<StoreSubscriptionChargeRow | undefined> {
    const stale = charge.state === CHARGE_STATE.CHARGING;
    let claim = db
      .updateTable("storeSubscriptionCharges")
      .set({ state: CHARGE_STATE.CHARGING, claimedAt: now, updatedAt: now, attempts: stale ? charge.attempts : charge.attempts + 1 })
      .where("id", "=", charge.id)
      .where("attempts", "=", charge.attempts);
    claim = stale
      ? claim.where("state", "=", CHARGE_STATE.CHARGING).where("claimedAt", "<", staleBefore)
      : claim.where("state", "in", [CHARGE_STATE.DUE, CHARGE_STATE.RETRY]).where("nextAttemptAt", "<=", now);
    return claim.returningAll().executeTakeFirst();
  },

  /** Ends the running attempt of a charge (only the attempt claimed: same attempt number, still charging). */
  async finishCharge(
    db: Db,
    charge: Pick<StoreSubscriptionChargeRow, "id" | "attempts">,
    changes: Pick<StoreSubscriptionChargeRow, "state" | "reference" | "message" | "nextAttemptAt" | "updatedAt">,
  ): Promise<boolean> {
    const done = await db
      .updateTable("storeSubscriptionCharges")
      .set(changes)
      .where("id", "=", charge.id)
      .where("attempts", "=", charge.attempts)
      .where("state", "=", CHARGE_STATE.CHARGING)
      .returning("id")
      .executeTakeFirst();
    return done !== undefined;
  },

  /** A paid period counted on its subscription; with the last period of a fixed plan paid, it is completed. */
  async countPaidPeriod(db: Db, subscription: StoreSubscriptionRow, stamp: string): Promise<void> {
    const paid = subscription.paidPeriods + 1;
    const completed = subscription.numBillingCycles > 0 && paid >= subscription.numBillingCycles;
    await db
      .updateTable("storeSubscriptions")
      .set({
        paidPeriods: paid,
        updatedAt: stamp,
        ...(completed ? { status: SUBSCRIPTION_STATUS.COMPLETED, nextChargeAt: null } : {}),
      })
      .where("id", "=", subscription.id)
      .where("status", "in", [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE])
      .execute();
    if (!completed)
      await db
        .updateTable("storeSubscriptions")
        .set({ status: SUBSCRIPTION_STATUS.ACTIVE })
        .where("id", "=", subscription.id)
        .where("status", "=", SUBSCRIPTION_STATUS.PAST_DUE)
        .execute();
  },

  /** Moves a subscription from one of the states given to another; false when it was in none of them. */
  async moveStatus(
    db: Db,
    websiteId: string,
    id: string,
    from: readonly string[],
    changes: Partial<StoreSubscriptionRow> & { status: string },
  ): Promise<StoreSubscriptionRow | undefined> {
    return db
      .updateTable("storeSubscriptions")
      .set(changes)
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("status", "in", [...from])
      .returningAll()
      .executeTakeFirst();
  },

  /** Stops every charge of a subscription not yet paid or failed (it was cancelled). */
  async cancelOpenCharges(db: Db, subscriptionId: string, stamp: string): Promise<void> {
    await db
      .updateTable("storeSubscriptionCharges")
      .set({ state: CHARGE_STATE.CANCELLED, updatedAt: stamp })
      .where("subscriptionId", "=", subscriptionId)
      .where("state", "in", [CHARGE_STATE.DUE, CHARGE_STATE.RETRY])
      .execute();
  },

  /** How many of a subscription's periods are charged but not yet paid or ended. */
  async openCharges(db: Db, subscriptionId: string): Promise<number> {
    const row = await db
      .selectFrom("storeSubscriptionCharges")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("subscriptionId", "=", subscriptionId)
      .where("state", "in", [CHARGE_STATE.DUE, CHARGE_STATE.CHARGING, CHARGE_STATE.RETRY])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** A subscription's charges, period by period. */
  async chargesOf(db: Db, subscriptionId: string): Promise<StoreSubscriptionChargeRow[]> {
    return db.selectFrom("storeSubscriptionCharges").selectAll().where("subscriptionId", "=", subscriptionId).orderBy("period").execute();
  },
};
