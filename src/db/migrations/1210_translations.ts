import { sql, type Kysely } from "kysely";

/**
 * What an owner translated into a site's additional language: per item (a page with its blocks'
 * text, a post, a product, a navigation entry or a single block), per locale, the translated
 * field values as JSON beside the primary language's values they were made from, and whether the
 * translation is done or needs translating again. One translation per item and locale, which the
 * database keeps, so two saves at once leave one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("translations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("item_kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("fields_json", "text", (c) => c.notNull())
    .addColumn("source_json", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("translations_item_locale_unique", ["website_id", "item_kind", "item_id", "locale"])
    .addCheckConstraint("translations_kind", sql`item_kind in ('page', 'post', 'product', 'navigation', 'block')`)
    .addCheckConstraint("translations_state", sql`state in ('translated', 'needs-translation')`)
    .execute();
}

/** Drops the translations table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("translations").execute();
}
