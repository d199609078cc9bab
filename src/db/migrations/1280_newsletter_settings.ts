import type { Kysely } from "kysely";

/**
 * A campaign's preheader (the line mail programs show after the subject) and each site's
 * newsletter settings: the reply-to address and postal address its campaigns carry, and the
 * hash of the secret its bounce and complaint webhook is called with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("newsletter_campaigns")
    .addColumn("preheader", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("newsletter_settings")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("reply_to", "text")
    .addColumn("postal_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("webhook_secret_hash", "text")
    .addColumn("webhook_secret_set_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the settings and the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_settings").execute();
  await db.schema.alterTable("newsletter_campaigns").dropColumn("preheader").execute();
}
