import { sql, type Kysely } from "kysely";

/**
 * Coupon use limits. `store_coupon_uses` counts the uses of each coupon of a site (by its code
 * in capitals) and `store_coupon_customer_uses` its uses per customer (by the checkout's email
 * in lower case); a checkout raises both with `UPDATE … SET uses = uses + 1 WHERE uses < limit`
 * in the transaction that writes its order, and checks keep them at 0 or more.
 * `store_coupon_redemptions` names the coupons each order used (one row per order and code),
 * so an order whose payment fails gives exactly those uses back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_coupon_uses")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("store_coupon_uses_pk", ["website_id", "code"])
    .addCheckConstraint("store_coupon_uses_not_negative", sql`uses >= 0`)
    .execute();
  await db.schema
    .createTable("store_coupon_customer_uses")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("store_coupon_customer_uses_pk", ["website_id", "code", "email"])
    .addCheckConstraint("store_coupon_customer_uses_not_negative", sql`uses >= 0`)
    .execute();
  await db.schema
    .createTable("store_coupon_redemptions")
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_coupon_redemptions_pk", ["order_id", "code"])
    .execute();
}

/** Drops the coupon use tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_coupon_redemptions").execute();
  await db.schema.dropTable("store_coupon_customer_uses").execute();
  await db.schema.dropTable("store_coupon_uses").execute();
}
