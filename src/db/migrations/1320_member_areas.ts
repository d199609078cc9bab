import type { Kysely } from "kysely";

/**
 * Member areas. `member_areas` holds each area, a paywall product (product type 5): its name,
 * the pages of the `_memberareas` navigation it opens (`page_ids_json`), how many sections of a
 * page visitors without access see, and its pricing plans (`plans_json`: free, one-time or
 * recurring with a billing period). `memberships` holds one row per area and customer (unique,
 * so joining is claimed once and a one-time plan is charged once), with the plan joined, its
 * price, the payment's reference, the subscription charging a recurring plan, and its state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("member_areas")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("page_ids_json", "text", (c) => c.notNull())
    .addColumn("preview_sections", "integer", (c) => c.notNull())
    .addColumn("plans_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("member_areas_site").on("member_areas").columns(["website_id", "created_at"]).execute();
  await db.schema
    .createTable("memberships")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("member_area_id", "text", (c) => c.notNull().references("member_areas.id").onDelete("cascade"))
    .addColumn("site_user_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("plan_name", "text", (c) => c.notNull())
    .addColumn("plan_kind", "text", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("subscription_id", "text")
    .addColumn("joined_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("memberships_area_customer", ["member_area_id", "site_user_id"])
    .execute();
  await db.schema.createIndex("memberships_customer").on("memberships").columns(["website_id", "site_user_id"]).execute();
}

/** Drops the member area tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("memberships").execute();
  await db.schema.dropTable("member_areas").execute();
}
