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

const KINDS_1340 = ["page", "post", "product", "form", "navigation", "block", "store"] as const;

/**
 * Shared sections (the section library's, placed on many pages) are translated once, as items of
 * their own (item kind `section`), and so are the owner's site-wide texts, the cookie banner's,
 * the bars' and the popup's (kind `site`, one item); the translations table is made again with
 * the wider check, as migration 1340 did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("translations").renameTo("translations_1340").execute();
  await createTranslations(db, [...KINDS_1340, "section", "site"], "translations_item_locale_sections");
  await moveRows(db, "translations_1340");
}

/** Without the shared sections' and site-wide texts' translations, as migration 1340 left the table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("translations").where("item_kind", "in", ["section", "site"]).execute();
  await db.schema.alterTable("translations").renameTo("translations_1397").execute();
  await createTranslations(db, KINDS_1340, "translations_item_locale_single");
  await moveRows(db, "translations_1397");
}
