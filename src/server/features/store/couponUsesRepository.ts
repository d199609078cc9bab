import { sql } from "kysely";
import type { Db } from "../../../db/database";
import { COUPON_MESSAGES } from "../../../domain/commerce/couponMessages";
import type { Coupon } from "../../../domain/commerce/storeSettings";

/** The order that uses some coupons, and who placed it. */
export interface CouponUse {
  websiteId: string;
  orderId: string;
  email: string;
  now: string;
}

/** The key a coupon's uses are counted by: its code in capitals, as codes are matched. */
function codeKey(coupon: Pick<Coupon, "code">): string {
  return coupon.code.toUpperCase();
}

/** The key a customer's uses are counted by: the checkout's email, trimmed and in lower case. */
function customerKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The SQL of coupon uses: every use of a coupon is counted in all and per customer, each by a
 * conditional `UPDATE … SET uses = uses + 1 WHERE uses < limit`, so any number of checkouts at
 * once never pass a limit, and every order keeps which coupons it used, to give them back.
 */
export const couponUsesRepository = {
  /**
   * Counts one use of each coupon for an order, inside the transaction that writes it; answers
   * the refusal when a limit is already reached (the caller then throws, so nothing is written).
   * Coupons are claimed in code order, so two checkouts with the same coupons never wait on each other.
   */
  async claim(db: Db, coupons: readonly Coupon[], use: CouponUse): Promise<string | null> {
    const email = customerKey(use.email);
    for (const coupon of [...coupons].sort((a, b) => (codeKey(a) < codeKey(b) ? -1 : 1))) {
      const code = codeKey(coupon);
      await db
        .insertInto("storeCouponUses")
        .values({ websiteId: use.websiteId, code, uses: 0 })
        .onConflict((c) => c.columns(["websiteId", "code"]).doNothing())
        .execute();
      let total = db
        .updateTable("storeCouponUses")
        .set({ uses: sql`uses + 1` })
        .where("websiteId", "=", use.websiteId)
        .where("code", "=", code);
      if (coupon.maxUses !== null) total = total.where("uses", "<", coupon.maxUses);
      if (Number((await total.executeTakeFirst()).numUpdatedRows) !== 1) return COUPON_MESSAGES.limitReached;
      await db
        .insertInto("storeCouponCustomerUses")
        .values({ websiteId: use.websiteId, code, email, uses: 0 })
        .onConflict((c) => c.columns(["websiteId", "code", "email"]).doNothing())
        .execute();
      let mine = db
        .updateTable("storeCouponCustomerUses")
        .set({ uses: sql`uses + 1` })
        .where("websiteId", "=", use.websiteId)
        .where("code", "=", code)
        .where("email", "=", email);
      if (coupon.maxUsesPerCustomer !== null) mine = mine.where("uses", "<", coupon.maxUsesPerCustomer);
      if (Number((await mine.executeTakeFirst()).numUpdatedRows) !== 1) return COUPON_MESSAGES.customerLimitReached;
      await db.insertInto("storeCouponRedemptions").values({ orderId: use.orderId, code, websiteId: use.websiteId, email, createdAt: use.now }).execute();
    }
    return null;
  },

  /** Gives back the coupon uses of an order whose payment failed, once: its redemption rows are deleted as they are given back. */
  async giveBack(db: Db, orderId: string): Promise<void> {
    const redeemed = await db.deleteFrom("storeCouponRedemptions").where("orderId", "=", orderId).returningAll().execute();
    for (const row of redeemed.sort((a, b) => (a.code < b.code ? -1 : 1))) {
      await db
        .updateTable("storeCouponUses")
        .set({ uses: sql`uses - 1` })
        .where("websiteId", "=", row.websiteId)
        .where("code", "=", row.code)
        .execute();
      await db
        .updateTable("storeCouponCustomerUses")
        .set({ uses: sql`uses - 1` })
        .where("websiteId", "=", row.websiteId)
        .where("code", "=", row.code)
        .where("email", "=", row.email)
        .execute();
    }
  },

  /**
   * The codes (in capitals) of the coupons typed that reached their limit in all, so a cart shows
   * them refused before checkout; asks the database only when a typed code has such a limit.
   */
  async usedUp(db: Db, websiteId: string, coupons: readonly Coupon[], typed: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(typed.map((code) => code.trim().toUpperCase()));
    const limited = new Map(coupons.filter((c) => c.maxUses !== null && wanted.has(codeKey(c))).map((c) => [codeKey(c), c.maxUses!]));
    if (limited.size === 0) return new Set();
    const rows = await db
      .selectFrom("storeCouponUses")
      .select(["code", "uses"])
      .where("websiteId", "=", websiteId)
      .where("code", "in", [...limited.keys()])
      .execute();
    return new Set(rows.filter((row) => Number(row.uses) >= limited.get(row.code)!).map((row) => row.code));
  },

  /** How many times each coupon of a site was used, by code in capitals. */
  async usesOf(db: Db, websiteId: string): Promise<Record<string, number>> {
    const rows = await db.selectFrom("storeCouponUses").select(["code", "uses"]).where("websiteId", "=", websiteId).execute();
    return Object.fromEntries(rows.map((row) => [row.code, Number(row.uses)]));
  },
};
