import type { Kysely } from "kysely";

/**
 * A monthly gift's first payment may wait for the donor's extra confirmation at the provider, as a
 * gift given once does: the card saved for the later months is kept on the waiting gift
 * (`saved_method_reference`, `saved_customer_reference`, `saved_method_label`) until the
 * confirmation starts the monthly gift. Gifts left waiting are swept by their state and age
 * (`store_donations_waiting`, on status and created_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["saved_method_reference", "saved_customer_reference", "saved_method_label"]) {
    await db.schema.alterTable("store_donations").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("store_donations_waiting").on("store_donations").columns(["status", "created_at"]).execute();
}

/** Drops the waiting gifts' saved card and their index. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("store_donations_waiting").execute();
  for (const column of ["saved_method_label", "saved_customer_reference", "saved_method_reference"]) {
    await db.schema.alterTable("store_donations").dropColumn(column).execute();
  }
}
