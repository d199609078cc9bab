import type { Kysely } from "kysely";

/**
 * layout_versions: one row per publish of a page's or post's layout, so owners can look back,
 * compare and restore. `number` counts the publishes of one layout (1, 2, ...); the unique index
 * on (layout_id, number) is what stops two publishes from ever being recorded as the same
 * version. Rows go with their layout (and so with their page or post, or a replaced site).
 * `published_by` is an account id without a reference: a version outlives its author's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("layout_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("layout_id", "text", (c) => c.notNull().references("block_layouts.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("layout_json", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "text")
    .execute();
  await db.schema.createIndex("layout_versions_number").on("layout_versions").columns(["layout_id", "number"]).unique().execute();
  await db.schema.createIndex("layout_versions_owner").on("layout_versions").columns(["website_id", "owner_id"]).execute();
}

/** Drops the table again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("layout_versions").execute();
}
