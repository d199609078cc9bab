import type { Kysely } from "kysely";

/**
 * A site's connected accounts at other services (one row per site and spec service id) with the
 * key the server calls the service with, which answers never carry; and the MailChimp members
 * queue: each sign-up of a form stored to a MailChimp list, written in the sign-up's transaction
 * and sent by a background job that claims it, so a failure is retried and no sign-up is lost.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("connected_accounts")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("service", "integer", (c) => c.notNull())
    .addColumn("account_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("connected_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("connected_accounts_pk", ["website_id", "service"])
    .execute();
  await db.schema
    .createTable("mailchimp_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("list_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("member_status", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("added_at", "text")
    .execute();
  await db.schema.createIndex("mailchimp_members_due").on("mailchimp_members").columns(["state", "due_at"]).execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mailchimp_members").execute();
  await db.schema.dropTable("connected_accounts").execute();
}
