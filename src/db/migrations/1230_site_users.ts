import type { Kysely } from "kysely";

/**
 * Customer accounts of a site (site users), apart from the site's owners and editors: one
 * account per email and site, the database keeping it so two sign-ups at once leave one. Their
 * sessions, mailed links (address checks and new passwords) and the XSRF token of a session are
 * stored only as SHA-256 hashes. A link works once: using it sets used_at where it was still null.
 * Orders remember the customer account they were placed from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("site_users_email_unique", ["website_id", "email"])
    .execute();

  await db.schema
    .createTable("site_user_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("site_user_id", "text", (c) => c.notNull().references("site_users.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("xsrf_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_user_sessions_user").on("site_user_sessions").column("site_user_id").execute();

  await db.schema
    .createTable("site_user_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("site_user_id", "text", (c) => c.notNull().references("site_users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("site_user_links_user").on("site_user_links").columns(["site_user_id", "purpose", "created_at"]).execute();

  await db.schema
    .createTable("site_user_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("site_user_id", "text", (c) => c.notNull().references("site_users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("line1", "text", (c) => c.notNull())
    .addColumn("line2", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_user_addresses_user").on("site_user_addresses").columns(["site_user_id", "created_at"]).execute();

  await db.schema
    .alterTable("store_orders")
    .addColumn("site_user_id", "text", (c) => c.references("site_users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("store_orders_site_user").on("store_orders").columns(["site_user_id", "created_at"]).execute();
}

/** Drops the customer accounts and the orders' link to them. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("store_orders_site_user").execute();
  await db.schema.alterTable("store_orders").dropColumn("site_user_id").execute();
  await db.schema.dropTable("site_user_addresses").execute();
  await db.schema.dropTable("site_user_links").execute();
  await db.schema.dropTable("site_user_sessions").execute();
  await db.schema.dropTable("site_users").execute();
}
