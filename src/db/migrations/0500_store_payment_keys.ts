import type { Kysely } from "kysely";

/**
 * A site's own Stripe keys, set by an owner in the store settings. They stay on the server:
 * answers show only whether each is set and its last 4 characters, and site files leave them out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_payment_keys")
    .addColumn("website_id", "text", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
    .addColumn("publishable_key", "text")
    .addColumn("secret_key", "text")
    .addColumn("webhook_secret", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the payment keys table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_payment_keys").execute();
}
