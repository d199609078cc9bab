import type { Kysely } from "kysely";

/**
 * A mail queued by reference: `source_id` names the record its bodies are composed from when it
 * is sent or read (an order, for its confirmation), so the commit that queues it carries a few
 * words instead of a rendered page. Such a mail keeps an empty text body and no HTML body;
 * mails queued before, and every other kind, keep their bodies and no source.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("source_id", "text").execute();
}

/** Drops the source column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("source_id").execute();
}
