import { sql, type Kysely } from "kysely";

/**
 * Visitors' comments on blog posts: a comment belongs to a site and a post, may answer another
 * comment of the same post (`parent_id`), and is pending until a moderator publishes it (or
 * marks it spam, or deletes it). The indexes serve the three reads: a post's published thread,
 * the site's moderation queue by state, and an address's comments (trusted commenters and
 * deletion on request).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("item_id", "text", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("parent_id", "text", (c) => c.references("comments.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("moderated_at", "text")
    .addCheckConstraint("comments_state", sql`state in ('pending', 'published', 'spam', 'deleted')`)
    .execute();
  await db.schema.createIndex("comments_thread").on("comments").columns(["website_id", "item_id", "state", "created_at"]).execute();
  await db.schema.createIndex("comments_queue").on("comments").columns(["website_id", "state", "created_at"]).execute();
  await db.schema.createIndex("comments_author").on("comments").columns(["website_id", "author_email", "state"]).execute();
}

/** Drops the comments table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("comments").execute();
}
