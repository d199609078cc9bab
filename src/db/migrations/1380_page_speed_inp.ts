import type { Kysely } from "kysely";

/**
 * Interaction to Next Paint (INP) beside each page view's other metrics: nearly the slowest answer
 * to a click, tap or key press, in ms, null when the visitor did none or the browser cannot time it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_speed_samples").addColumn("inp", "double precision").execute();
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_speed_samples").dropColumn("inp").execute();
}
