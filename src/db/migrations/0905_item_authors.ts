import type { Kysely } from "kysely";

/**
 * A post's author: the account that wrote it, or null (posts from before authors were recorded,
 * imports naming nobody known). An account that goes away leaves its posts without an author.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("items")
    .addColumn("author_id", "text", (c) => c.references("accounts.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("items_author").on("items").columns(["website_id", "author_id"]).execute();
}

/** Drops the author column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("items_author").execute();
  await db.schema.alterTable("items").dropColumn("author_id").execute();
}
