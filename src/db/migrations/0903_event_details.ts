import type { Kysely } from "kysely";

/**
 * An event's own fields beside its item (item type event 12): the wall-clock start and end at
 * the event's place with its IANA time zone, as the owner entered them, and the start and end
 * as UTC moments (ISO 8601) computed from them, so lists sort and split upcoming from past
 * without time zone arithmetic in SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("event_details")
    .addColumn("item_id", "text", (c) => c.primaryKey().references("items.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("end_time", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("event_details_start").on("event_details").columns(["website_id", "collection_id", "starts_at"]).execute();
}

/** Drops the event fields. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("event_details").execute();
}
