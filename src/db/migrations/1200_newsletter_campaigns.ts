import { sql, type Kysely } from "kysely";

/**
 * Newsletter campaigns: groups of subscribers, campaigns written as blocks and sent to a group,
 * one recipient row per campaign and address (the database keeps it one, so a campaign never
 * reaches an address twice), and the addresses a bounce or complaint put off the list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("newsletter_groups_name_unique", ["website_id", "name"])
    .execute();

  await db.schema
    .createTable("newsletter_group_members")
    .addColumn("group_id", "text", (c) => c.notNull().references("newsletter_groups.id").onDelete("cascade"))
    .addColumn("subscriber_id", "text", (c) => c.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("newsletter_group_members_pk", ["group_id", "subscriber_id"])
    .execute();

  await db.schema
    .createTable("newsletter_campaigns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("group_id", "text", (c) => c.references("newsletter_groups.id").onDelete("set null"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("blocks_json", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("scheduled_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("base_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("newsletter_campaigns_state", sql`state in ('draft', 'scheduled', 'sending', 'sent')`)
    .execute();
  await db.schema.createIndex("newsletter_campaigns_due").on("newsletter_campaigns").columns(["state", "scheduled_at"]).execute();

  await db.schema
    .createTable("newsletter_campaign_recipients")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("campaign_id", "text", (c) => c.notNull().references("newsletter_campaigns.id").onDelete("cascade"))
    .addColumn("subscriber_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("queued_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("clicked_at", "text")
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("newsletter_campaign_recipients_once", ["campaign_id", "email_key"])
    .addCheckConstraint("newsletter_campaign_recipients_state", sql`state in ('pending', 'queued', 'suppressed', 'skipped')`)
    .execute();
  await db.schema.createIndex("newsletter_campaign_recipients_state").on("newsletter_campaign_recipients").columns(["campaign_id", "state"]).execute();

  await db.schema
    .createTable("newsletter_suppressions")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("newsletter_suppressions_pk", ["website_id", "email_key"])
    .addCheckConstraint("newsletter_suppressions_reason", sql`reason in ('bounce', 'complaint')`)
    .execute();
}

/** Drops the campaign tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["newsletter_suppressions", "newsletter_campaign_recipients", "newsletter_campaigns", "newsletter_group_members", "newsletter_groups"])
    await db.schema.dropTable(table).execute();
}
