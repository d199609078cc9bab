import type { Kysely } from "kysely";

/**
 * The mail outbox: every mail the platform sends is first written here (in the same
 * transaction as what caused it), then delivered by the background sender when SMTP is
 * configured, or kept for the owner to read when it is not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_status").on("mail_outbox").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("mail_outbox_website").on("mail_outbox").columns(["website_id", "created_at"]).execute();
}

/** Drops the outbox. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
