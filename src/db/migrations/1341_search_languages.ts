import type { Kysely } from "kysely";

/**
 * Search in every language of a site: each search entry names the language it is in ("" for the
 * primary one; an additional language's entries carry its translated words and its addresses).
 * The versions the entries were written from are forgotten, so each site's next search writes
 * its entries again, its languages' too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("search_entries")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("search_entries_site_locale").on("search_entries").columns(["website_id", "locale"]).execute();
  await db.deleteFrom("search_index_versions").execute();
}

/** The entries of the primary language only, as migration 1110 kept them. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("search_entries").where("locale", "<>", "").execute();
  await db.schema.dropIndex("search_entries_site_locale").execute();
  await db.schema.alterTable("search_entries").dropColumn("locale").execute();
  await db.deleteFrom("search_index_versions").execute();
}
