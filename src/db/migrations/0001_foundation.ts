import type { Kysely } from "kysely";

/**
 * Accounts, sessions, websites, domains, roles, collections, items and block layouts.
 * Frozen once landed: later changes go in new migrations. Only portable types are used
 * (text, integer, bigint) so SQLite and PostgreSQL share this file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("websites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("website_type", "integer", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("developer_mode", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cloneable", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("disqus_shortname", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("comments_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("show_announcement_bar", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("use_escape_key_to_login", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("store_settings_json", "text", (c) => c.notNull())
    .addColumn("popup_overlay_settings_json", "text", (c) => c.notNull())
    .addColumn("mobile_info_bar_settings_json", "text", (c) => c.notNull())
    .addColumn("pinterest_overlay_options_json", "text", (c) => c.notNull())
    .addColumn("cookie_settings_json", "text", (c) => c.notNull())
    .addColumn("extra_settings_json", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("template_id", "text", (c) => c.notNull())
    .addColumn("template_version", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("flags_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("sessions_account").on("sessions").column("account_id").execute();

  await db.schema
    .createTable("domains")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("host", "text", (c) => c.notNull().unique())
    .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("domains_website").on("domains").column("website_id").execute();

  await db.schema
    .createTable("website_roles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("website_roles_unique", ["website_id", "account_id", "role_id"])
    .execute();
  await db.schema.createIndex("website_roles_account").on("website_roles").column("account_id").execute();

  await db.schema
    .createTable("collections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url_slug", "text", (c) => c.notNull())
    .addColumn("navigation", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("settings_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("collections_slug_unique", ["website_id", "url_slug"])
    .execute();

  await db.schema
    .createTable("items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("record_type", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url_slug", "text", (c) => c.notNull())
    .addColumn("url_path", "text", (c) => c.notNull())
    .addColumn("publish_state", "integer", (c) => c.notNull())
    .addColumn("publish_on", "text")
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tags_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("categories_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("items_path_unique", ["collection_id", "url_path"])
    .execute();
  await db.schema.createIndex("items_website").on("items").column("website_id").execute();

  await db.schema
    .createTable("block_layouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull().unique())
    .addColumn("draft_json", "text", (c) => c.notNull())
    .addColumn("draft_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("published_json", "text")
    .addColumn("published_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("block_layouts_website").on("block_layouts").column("website_id").execute();
}

/** Drops the foundation tables in reverse order of their dependencies. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["block_layouts", "items", "collections", "website_roles", "domains", "sessions", "websites", "accounts"]) {
    await db.schema.dropTable(table).execute();
  }
}
