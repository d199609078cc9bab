import type { Kysely } from "kysely";

/**
 * What visitors' browsers measured of each page view (spec 2 §9: CLS, FCP, FID, LCP, TTFB): one
 * row per page view that reported, each metric null when the browser did not measure it. Owners
 * read the 75th percentiles per site and period, so rows are found by site and day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_speed_samples")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("cls", "double precision")
    .addColumn("fcp", "double precision")
    .addColumn("fid", "double precision")
    .addColumn("lcp", "double precision")
    .addColumn("ttfb", "double precision")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_speed_samples_site_day").on("page_speed_samples").columns(["website_id", "day"]).execute();
}

/** Drops the samples. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_speed_samples").execute();
}
