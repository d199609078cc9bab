import type { Kysely } from "kysely";

/**
 * Invitations to join a site with a role. The emailed link carries a random token; only its
 * SHA-256 is stored, so a leaked table opens no invitation. An invitation is used once
 * (accepted_at) and expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role_id", "integer", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .execute();
  await db.schema.createIndex("invitations_website").on("invitations").columns(["website_id", "email"]).execute();
}

/** Drops the invitations table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").execute();
}
