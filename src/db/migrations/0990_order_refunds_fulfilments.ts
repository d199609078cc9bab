import { sql, type Kysely } from "kysely";

/**
 * Partial refunds and fulfilment details. `store_order_refund_totals` keeps one row per refunded
 * order with what was paid and what has been refunded so far; its check refuses any refund
 * beyond the paid amount, and refunds add to it by a conditional update, so two refunds at once
 * can never together pass the paid amount. `store_refunds` lists each refund (its amount, the
 * lines chosen, whether the provider has made it). `store_fulfilments` keeps the tracking number,
 * carrier, tracking address and note an order was fulfilled with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_order_refund_totals")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("store_orders.id").onDelete("cascade"))
    .addColumn("paid_cents", "bigint", (c) => c.notNull())
    .addColumn("refunded_cents", "bigint", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("store_order_refund_totals_within_paid", sql`refunded_cents >= 0 and refunded_cents <= paid_cents`)
    .execute();
  await db.schema
    .createTable("store_refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("store_orders.id").onDelete("cascade"))
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("lines_json", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("store_refunds_positive", sql`amount_cents > 0`)
    .execute();
  await db.schema.createIndex("store_refunds_order").on("store_refunds").columns(["order_id", "created_at"]).execute();
  await db.schema
    .createTable("store_fulfilments")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("store_orders.id").onDelete("cascade"))
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("tracking_url", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the refund and fulfilment tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_fulfilments").execute();
  await db.schema.dropTable("store_refunds").execute();
  await db.schema.dropTable("store_order_refund_totals").execute();
}
