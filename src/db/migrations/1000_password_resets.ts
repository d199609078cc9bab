import type { Kysely } from "kysely";

/**
 * Links to choose a new password, mailed to an owner or editor who forgot theirs. Only the
 * token's SHA-256 is stored, so a leaked table resets no password. A link works once: using it
 * sets used_at where it was still null, a conditional update only one request can win, and it
 * expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_account").on("password_resets").columns(["account_id", "created_at"]).execute();
}

/** Drops the reset links. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
}
