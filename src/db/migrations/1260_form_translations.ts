import { sql, type Kysely } from "kysely";

const COLUMNS = ["id", "website_id", "item_kind", "item_id", "locale", "fields_json", "source_json", "state", "updated_at"] as const;

/** The translations table with the item kinds it allows, its unique key under `uniqueName` (names of unique keys are shared by a PostgreSQL schema). */
async function createTranslations(db: Kysely<any>, kinds: readonly string[], uniqueName: string): Promise<void> {
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
    .addUniqueConstraint(uniqueName, ["website_id", "item_kind", "item_id", "locale"])
    .addCheckConstraint("translations_kind", sql`item_kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`)
    .addCheckConstraint("translations_state", sql`state in ('translated', 'needs-translation')`)
    .execute();
}

/** Moves every translation of the table kept as `from` into a new translations table, then drops `from`. */
async function moveRows(db: Kysely<any>, from: string): Promise<void> {
  await db.insertInto("translations").columns(COLUMNS).expression(db.selectFrom(from).select(COLUMNS)).execute();
  await db.schema.dropTable(from).execute();
}

/**
 * Forms are translated too (their labels, button and message after sending): the translations
 * table allows the item kind `form`. Neither engine widens a check in place the same way, so the
 * table is made again with the wider check and its rows moved into it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("translations").renameTo("translations_1210").execute();
  await createTranslations(db, ["page", "post", "product", "form", "navigation", "block"], "translations_item_locale_once");
  await moveRows(db, "translations_1210");
}

/** The translations table without forms' translations, as migration 1210 made it. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("translations").where("item_kind", "=", "form").execute();
  await db.schema.alterTable("translations").renameTo("translations_1260").execute();
  await createTranslations(db, ["page", "post", "product", "navigation", "block"], "translations_item_locale_unique");
  await moveRows(db, "translations_1260");
}
