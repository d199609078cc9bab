import type { Kysely } from "kysely";

/**
 * A post's SEO fields (search title, description, social image, hidden from search engines) as
 * JSON, `{}` until the owner sets them; a page keeps its own in its settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("items")
    .addColumn("seo_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("items").dropColumn("seo_json").execute();
}
