import type { InsertObject, Kysely } from "kysely";

/**
 * Inserts a row unless a row with the same values in `unique` (a unique key of the table) is
 * there; true when this call inserted it. The clash does nothing, so it never fails a surrounding
 * transaction, and of any number of inserts at once one wins: the "only once" steps stand on it.
 */
export async function insertUnlessPresent<DB, TB extends keyof DB & string>(
  db: Kysely<DB>,
  table: TB,
  row: InsertObject<DB, TB>,
  unique: readonly (keyof DB[TB] & string)[],
): Promise<boolean> {
  const inserted = await db
    .insertInto(table)
    .values(row)
    .onConflict((conflict) => conflict.columns(unique).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
