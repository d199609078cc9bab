import { sql, type Kysely } from "kysely";

/**
 * Redirects an owner keeps: a site path (exact, or ending in "/*" for every path under it) sent
 * on to another path or address with a 301 or 302. One redirect per path and site, which the
 * database keeps, so two owners adding the same path at once leave one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("url_redirects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("from_path", "text", (c) => c.notNull())
    .addColumn("to_path", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("url_redirects_from_unique", ["website_id", "from_path"])
    .addCheckConstraint("url_redirects_status", sql`status in (301, 302)`)
    .execute();
}

/** Drops the redirects table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("url_redirects").execute();
}
