import type { Kysely } from "kysely";

/**
 * Declined monthly gifts are tried again. A month's gift in `store_donations` counts its tries
 * (`attempts`, 1 for every gift so far), says when the next one is due (`next_attempt_at`, for a
 * gift in state `retry`), when the running try was claimed (`claimed_at`, so a try cut off by a
 * crash is taken up again) and the card's last refusal (`decline_message`). A monthly gift in
 * `store_donation_plans` says who stopped it (`stopped_by`: the donor, the site's owner, or the
 * payment after its last try).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("store_donations")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("store_donations").addColumn("next_attempt_at", "text").execute();
  await db.schema.alterTable("store_donations").addColumn("claimed_at", "text").execute();
  await db.schema.alterTable("store_donations").addColumn("decline_message", "text").execute();
  await db.schema.createIndex("store_donations_tries").on("store_donations").columns(["status", "next_attempt_at"]).execute();
  await db.schema.alterTable("store_donation_plans").addColumn("stopped_by", "text").execute();
}

/** Drops the columns of retried monthly gifts. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("store_donations_tries").execute();
  for (const column of ["decline_message", "claimed_at", "next_attempt_at", "attempts"]) {
    await db.schema.alterTable("store_donations").dropColumn(column).execute();
  }
  await db.schema.alterTable("store_donation_plans").dropColumn("stopped_by").execute();
}
