import type { Kysely } from "kysely";

/**
 * What visitors' browsers report: census hits (page views, form and button renders, overlay
 * and quick views), events (RecordEvent, Trace, Track) and browser errors, each per site.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("census_hits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("new_visit", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("page_id", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("referrer", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("census_hits_site_day").on("census_hits").columns(["website_id", "kind", "day"]).execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_site").on("analytics_events").columns(["website_id", "kind", "created_at"]).execute();

  await db.schema
    .createTable("javascript_errors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("line_number", "integer", (c) => c.notNull())
    .addColumn("column_number", "integer", (c) => c.notNull())
    .addColumn("stack", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("app", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("reported_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("javascript_errors_site").on("javascript_errors").columns(["website_id", "created_at"]).execute();
}

/** Drops the analytics tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["javascript_errors", "analytics_events", "census_hits"]) await db.schema.dropTable(table).execute();
}
