import type { Kysely } from "kysely";

/**
 * A recurring member plan's first payment may wait for the member's extra confirmation at the
 * provider, as a one-time plan's does: the card saved for the later periods is kept on the pending
 * membership (`saved_method_reference`, `saved_customer_reference`, `saved_method_label`) until the
 * confirmation starts its subscription. Joinings left waiting are swept by their state and age
 * (`memberships_waiting`, on status and updated_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["saved_method_reference", "saved_customer_reference", "saved_method_label"]) {
    await db.schema.alterTable("memberships").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("memberships_waiting").on("memberships").columns(["status", "updated_at"]).execute();
}

/** Drops the waiting joinings' saved card and their index. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("memberships_waiting").execute();
  for (const column of ["saved_method_label", "saved_customer_reference", "saved_method_reference"]) {
    await db.schema.alterTable("memberships").dropColumn(column).execute();
  }
}
