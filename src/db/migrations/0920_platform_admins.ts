import type { Kysely } from "kysely";

/**
 * The platform's own administrators (accounts of the server, bound to no site) and their
 * sessions at the bare app domain, and the status a suspended site had before, so restoring it
 * gives that status back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("platform_admins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("platform_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "text", (c) => c.notNull().references("platform_admins.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("site_suspensions")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("status_before", "integer", (c) => c.notNull())
    .addColumn("suspended_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the platform's tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_suspensions").execute();
  await db.schema.dropTable("platform_sessions").execute();
  await db.schema.dropTable("platform_admins").execute();
}
