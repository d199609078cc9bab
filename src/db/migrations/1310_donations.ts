import type { Kysely } from "kysely";

/**
 * Donations. `store_donations` holds each gift paid (or tried) through a donate page: one row per
 * checkout attempt, unique by site and idempotency key, so a repeated or concurrent submission
 * finds the first one's row and its payment is taken once; a monthly gift's later charges are rows
 * too, keyed by their plan and month. `store_donation_plans` holds a signed-in donor's monthly
 * gift: the payment method saved with the provider, the next month to charge and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_donation_plans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("donate_page_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("fee_cents", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("fund", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("site_user_id", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("method_reference", "text", (c) => c.notNull())
    .addColumn("customer_reference", "text")
    .addColumn("method_label", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("next_month", "integer", (c) => c.notNull())
    .addColumn("next_charge_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema.createIndex("store_donation_plans_due").on("store_donation_plans").columns(["status", "next_charge_at"]).execute();
  await db.schema.createIndex("store_donation_plans_user").on("store_donation_plans").columns(["site_user_id"]).execute();
  await db.schema
    .createTable("store_donations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("donate_page_id", "text", (c) => c.notNull())
    .addColumn("plan_id", "text")
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("fee_cents", "bigint", (c) => c.notNull())
    .addColumn("total_cents", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("fund", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("site_user_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("answer_json", "text")
    .addColumn("base_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addUniqueConstraint("store_donations_key", ["website_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("store_donations_site").on("store_donations").columns(["website_id", "created_at"]).execute();
  await db.schema.createIndex("store_donations_user").on("store_donations").columns(["site_user_id"]).execute();
}

/** Drops the donation tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_donations").execute();
  await db.schema.dropTable("store_donation_plans").execute();
}
