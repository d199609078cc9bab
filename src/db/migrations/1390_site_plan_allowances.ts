import type { Kysely } from "kysely";

/**
 * What the platform administrator allows a site beside its status and kind (kept on the website
 * row): the kinds its owners may move to, as a JSON list of kind codes, and a note to them. The
 * platform's own record of the site, so the site file does not carry it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_plan_allowances")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("allowed_kinds", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the allowances. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_plan_allowances").execute();
}
