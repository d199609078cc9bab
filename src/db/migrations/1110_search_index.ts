import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Site search. `search_entries` holds one row per page, post, product or event that anonymous
 * visitors may see, with its plain text; `search_index_versions` names the site version the
 * entries were written from, so a search after a change writes them again first (the site's
 * version is bumped by every change visitors see, docs/search.md). The full-text index is the
 * engine's own: on SQLite an FTS5 table over the entries, kept by triggers; on PostgreSQL a
 * weighted `tsvector` column in the site's language configuration, with a GIN index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_index_versions")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("search_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("live_from", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_entries_site").on("search_entries").columns(["website_id", "kind"]).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table search_entries add column search_vector tsvector not null`.execute(db);
    await sql`create index search_entries_vector on search_entries using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table search_entries_fts using fts5(title, body, content='search_entries', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger search_entries_fts_insert after insert on search_entries begin
      insert into search_entries_fts(rowid, title, body) values (new.rowid, new.title, new.body);
    end`.execute(db);
  await sql`create trigger search_entries_fts_delete after delete on search_entries begin
      insert into search_entries_fts(search_entries_fts, rowid, title, body) values ('delete', old.rowid, old.title, old.body);
    end`.execute(db);
}

/** Drops the search index. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop table if exists search_entries_fts`.execute(db);
  }
  await db.schema.dropTable("search_entries").execute();
  await db.schema.dropTable("search_index_versions").execute();
}
