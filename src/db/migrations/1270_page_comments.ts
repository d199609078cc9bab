import { PostgresAdapter, sql, type Kysely } from "kysely";

/** The comments table with a thread on a post (`item_id`) or on a page (`page_id`), exactly one of them. */
async function createComments(db: Kysely<any>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("item_id", "text", (c) => c.references("items.id").onDelete("cascade"))
    .addColumn("page_id", "text", (c) => c.references("collections.id").onDelete("cascade"))
    .addColumn("parent_id", "text", (c) => c.references("comments.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("moderated_at", "text")
    .addCheckConstraint("comments_state", sql`state in ('pending', 'published', 'spam', 'deleted')`)
    .addCheckConstraint("comments_one_owner", sql`(item_id is null) <> (page_id is null)`)
    .execute();
}

/**
 * Comments on pages as well as posts (the comments block placed on any page): a comment's
 * thread is a post's (`item_id`) or a page's (`page_id`, removed with the page), never both,
 * as the database checks, with an index for a page's thread like a post's. PostgreSQL alters
 * the table in place; SQLite cannot drop a NOT NULL, so it writes the table again under its
 * name (the old one renamed first, so the replies' references follow the new table; the
 * references are checked at the commit, so replies may be copied before their comments).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable("comments")
      .alterColumn("item_id", (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable("comments")
      .addColumn("page_id", "text", (c) => c.references("collections.id").onDelete("cascade"))
      .execute();
    await sql`alter table comments add constraint comments_one_owner check ((item_id is null) <> (page_id is null))`.execute(db);
  } else {
    await sql`pragma defer_foreign_keys = on`.execute(db);
    await db.schema.alterTable("comments").renameTo("comments_before_pages").execute();
    await createComments(db, "comments");
    await db
      .insertInto("comments")
      .columns(["id", "website_id", "item_id", "parent_id", "author_name", "author_email", "body", "state", "created_at", "moderated_at"])
      .expression(
        db
          .selectFrom("comments_before_pages")
          .select(["id", "website_id", "item_id", "parent_id", "author_name", "author_email", "body", "state", "created_at", "moderated_at"]),
      )
      .execute();
    await db.schema.dropTable("comments_before_pages").execute();
    await db.schema.createIndex("comments_thread").on("comments").columns(["website_id", "item_id", "state", "created_at"]).execute();
    await db.schema.createIndex("comments_queue").on("comments").columns(["website_id", "state", "created_at"]).execute();
    await db.schema.createIndex("comments_author").on("comments").columns(["website_id", "author_email", "state"]).execute();
  }
  await db.schema.createIndex("comments_page_thread").on("comments").columns(["website_id", "page_id", "state", "created_at"]).execute();
}

/** Drops the page threads: their comments go; on PostgreSQL a comment is a post's again (SQLite keeps the emptied column). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("comments").where("page_id", "is not", null).execute();
  await db.schema.dropIndex("comments_page_thread").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table comments drop constraint comments_one_owner`.execute(db);
    await db.schema.alterTable("comments").dropColumn("page_id").execute();
    await db.schema
      .alterTable("comments")
      .alterColumn("item_id", (c) => c.setNotNull())
      .execute();
  }
}
