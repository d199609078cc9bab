import type { Kysely } from "kysely";

/**
 * A page's own publish state (`collections.publish_state`: null while its layout decides,
 * Available once published and Hidden before; needs review 3 or private 5 otherwise), and the
 * reviews of pages and posts editors submit: who submitted, and who approved or sent it back
 * with which note. Approving is a conditional update of the publish state, so it happens once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("collections").addColumn("publish_state", "integer").execute();

  await db.schema
    .createTable("publish_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("submitted_by", "text")
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("outcome", "text")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .execute();
  await db.schema.createIndex("publish_reviews_owner").on("publish_reviews").columns(["website_id", "owner_id", "submitted_at"]).execute();
}

/** Drops the reviews and the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publish_reviews").execute();
  await db.schema.alterTable("collections").dropColumn("publish_state").execute();
}
