import type { Kysely } from "kysely";

/**
 * A product's SEO fields (search title, description, social image, hidden from search engines) as
 * JSON, `{}` until the owner sets them, as a post keeps its own (migration 1120).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("store_products")
    .addColumn("seo_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_products").dropColumn("seo_json").execute();
}
