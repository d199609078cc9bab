import type { Kysely } from "kysely";

/**
 * The language a gift or a monthly gift was made in (`locale`, one of the site's additional
 * languages; null for the primary), so its receipt and its later mails are written in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["store_donations", "store_donation_plans"]) {
    await db.schema.alterTable(table).addColumn("locale", "text").execute();
  }
}

/** Drops the gifts' and monthly gifts' language. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["store_donation_plans", "store_donations"]) {
    await db.schema.alterTable(table).dropColumn("locale").execute();
  }
}
