import type { Kysely } from "kysely";

/**
 * A member area's joining may wait for the member's extra confirmation at the provider (pending,
 * with its payment's reference); the provider's signed confirmation names that payment, so
 * memberships are found by payment reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("memberships_payment").on("memberships").columns(["payment_reference"]).execute();
}

/** Drops the index of memberships by payment. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("memberships_payment").execute();
}
