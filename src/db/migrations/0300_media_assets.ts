import type { Kysely } from "kysely";

/**
 * Uploaded files and images of a site. The bytes live in the blob store under their SHA-256;
 * a row says what the file is, who owns it and how far its image variants have been made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("assets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("assets_website").on("assets").columns(["website_id", "created_at"]).execute();
  await db.schema.createIndex("assets_status").on("assets").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("assets_sha256").on("assets").column("sha256").execute();
}

/** Drops the assets table (the blobs stay on disk). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("assets").execute();
}
