import { sql, type Kysely } from "kysely";

/**
 * The scheduled publisher asks every few seconds, across all sites, for posts and pages that are
 * scheduled (publish state 2) and due. This partial index holds only scheduled items by their
 * publishing time, so that question reads a handful of rows however many items the platform has.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("items_scheduled_due").on("items").column("publish_on").where(sql.ref("publish_state"), "=", 2).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("items_scheduled_due").execute();
}
