import type { Kysely } from "kysely";

/**
 * A product's pictures in order with their descriptions (JSON list of { url, alt }). Products
 * stored before keep an empty list and read their imageUrl as their one picture.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("store_products")
    .addColumn("pictures_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

/** Drops the pictures column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_products").dropColumn("pictures_json").execute();
}
