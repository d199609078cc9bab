import type { Kysely } from "kysely";

/**
 * A product's categories (JSON list of names, each up to 25 characters), which give the shop its
 * category pages (`/{shop}/category/{slug}`). Products stored before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("store_products")
    .addColumn("categories_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

/** Drops the categories column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_products").dropColumn("categories_json").execute();
}
