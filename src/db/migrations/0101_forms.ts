import type { Kysely } from "kysely";

/**
 * Forms and what visitors send through them: form definitions per site, stored submissions
 * (with a snapshot of the fields as they were, so later edits never garble old answers),
 * used single-use tokens (submission keys and captcha answers), newsletter subscribers, and
 * the site's keys for third-party captcha providers. Submissions and subscribers refer to
 * their form by id without a foreign key: replacing a site's forms keeps what was received.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("forms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("definition_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("forms_website").on("forms").columns(["website_id", "name"]).execute();

  await db.schema
    .createTable("form_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("form_id", "text", (c) => c.notNull())
    .addColumn("form_name", "text", (c) => c.notNull())
    .addColumn("fields_json", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("collection_id", "text", (c) => c.notNull())
    .addColumn("object_name", "text", (c) => c.notNull())
    .addColumn("is_overlay_form", "integer", (c) => c.notNull())
    .addColumn("submit_button_text", "text", (c) => c.notNull())
    .addColumn("page_title", "text", (c) => c.notNull())
    .addColumn("page_id", "text", (c) => c.notNull())
    .addColumn("content_source", "text", (c) => c.notNull())
    .addColumn("page_path", "text", (c) => c.notNull())
    .addColumn("page_permission_type_value", "integer", (c) => c.notNull())
    .addColumn("census_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_submissions_form").on("form_submissions").columns(["website_id", "form_id", "created_at"]).execute();

  await db.schema
    .createTable("form_token_uses")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_token_uses_expiry").on("form_token_uses").column("expires_at").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("form_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("subscribed_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .addUniqueConstraint("newsletter_subscribers_email", ["website_id", "email_key"])
    .execute();

  await db.schema
    .createTable("captcha_keys")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("site_key", "text", (c) => c.notNull())
    .addColumn("secret_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("captcha_keys_pk", ["website_id", "provider"])
    .execute();
}

/** Drops the forms tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["captcha_keys", "newsletter_subscribers", "form_token_uses", "form_submissions", "forms"]) {
    await db.schema.dropTable(table).execute();
  }
}
