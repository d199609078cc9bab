import type { Kysely } from "kysely";

/**
 * When each site's recorded visitor activity was last trimmed to its retention settings: the
 * background job claims a site by moving this time forward, so one node trims it per round.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_retention_sweeps")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("swept_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_retention_sweeps").execute();
}
