import type { Kysely } from "kysely";

/**
 * The site's section library: sections saved to be inserted elsewhere as copies, and shared
 * sections that stay one thing on every page placing them. A shared section keeps its draft
 * (what the editor's preview shows) beside the published section visitors see. Names are unique
 * per site, compared without case (name_key), and the database enforces it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("section_library")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("draft_json", "text", (c) => c.notNull())
    .addColumn("draft_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("published_json", "text")
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("section_library_name").on("section_library").columns(["website_id", "name_key"]).unique().execute();
}

/** Drops the library. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("section_library").execute();
}
