import type { Kysely } from "kysely";

/**
 * `websites.stock_version`: bumped when a sale or a released order changes a product's stock
 * line ("Only N left", "Sold out", back in stock), apart from `version`. Only the cached pages that
 * show products are rendered again at a new stock version; the rest of the site stays cached.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("websites")
    .addColumn("stock_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("websites").dropColumn("stock_version").execute();
}
