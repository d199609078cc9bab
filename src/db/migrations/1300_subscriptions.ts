import { sql, type Kysely } from "kysely";

/**
 * Subscriptions. `store_products.subscription_plan_json` holds a product's plan (billing period
 * and number of billing cycles), null for a product bought once. `store_subscription_setups`
 * keeps the payment method a subscription checkout saved with its provider, by the checkout's
 * idempotency key, until its order is paid. `store_subscriptions` holds each subscription (one
 * per order and variant: unique, so a paid order starts its subscriptions once), with the saved
 * method, the next period's number and start, and its state. `store_subscription_charges` holds one row per
 * subscription and period (unique, so a period is charged once however many runs find it due),
 * with its attempts and the time of the next one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_products").addColumn("subscription_plan_json", "text").execute();
  await db.schema
    .createTable("store_subscription_setups")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("method_reference", "text", (c) => c.notNull())
    .addColumn("customer_reference", "text")
    .addColumn("method_label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_subscription_setups_pk", ["website_id", "idempotency_key"])
    .execute();
  await db.schema
    .createTable("store_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("period_value", "integer", (c) => c.notNull())
    .addColumn("period_unit", "text", (c) => c.notNull())
    .addColumn("num_billing_cycles", "integer", (c) => c.notNull())
    .addColumn("paid_periods", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("site_user_id", "text")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("method_reference", "text", (c) => c.notNull())
    .addColumn("customer_reference", "text")
    .addColumn("method_label", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("next_period", "integer", (c) => c.notNull())
    .addColumn("next_charge_at", "text")
    .addColumn("paused_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_subscriptions_order_variant", ["order_id", "variant_id"])
    .addCheckConstraint("store_subscriptions_paid_periods", sql`paid_periods >= 1`)
    .execute();
  await db.schema.createIndex("store_subscriptions_site").on("store_subscriptions").columns(["website_id", "created_at"]).execute();
  await db.schema.createIndex("store_subscriptions_due").on("store_subscriptions").columns(["status", "next_charge_at"]).execute();
  await db.schema.createIndex("store_subscriptions_user").on("store_subscriptions").columns(["site_user_id"]).execute();
  await db.schema
    .createTable("store_subscription_charges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull().references("store_subscriptions.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull())
    .addColumn("period", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("reference", "text")
    .addColumn("message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_subscription_charges_period", ["subscription_id", "period"])
    .execute();
  await db.schema.createIndex("store_subscription_charges_due").on("store_subscription_charges").columns(["state", "next_attempt_at"]).execute();
}

/** Drops the subscription tables and the plan column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_subscription_charges").execute();
  await db.schema.dropTable("store_subscriptions").execute();
  await db.schema.dropTable("store_subscription_setups").execute();
  await db.schema.alterTable("store_products").dropColumn("subscription_plan_json").execute();
}
