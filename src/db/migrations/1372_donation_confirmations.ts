import type { Kysely } from "kysely";

/**
 * A gift given once may wait for the donor's extra confirmation at the provider (state
 * `awaiting_confirmation`); the provider's signed confirmation names its payment, so gifts are
 * found by provider and payment reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("store_donations_payment").on("store_donations").columns(["provider", "payment_reference"]).execute();
}

/** Drops the index of gifts by payment. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("store_donations_payment").execute();
}
