import { PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { Db } from "./database";

/**
 * The condition that a column holds one of the keys given as one value, a JSON array of
 * strings (jsonKeys), so a statement looking up any number of keys has one text, which
 * compiledOnce compiles once and PostgreSQL keeps prepared. On PostgreSQL the keys are one
 * array (`= any`), which the plan kept for any keys looks up through the column's index; as
 * a semi-join with the JSON's elements it would read the whole table for every lookup.
 */
export function inJsonKeys(db: Db, column: string, keys: unknown): RawBuilder<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<boolean>`${sql.ref(column)} = any(array(select jsonb_array_elements_text(${keys}::jsonb)))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${keys}))`;
}

/** The value inJsonKeys takes for these keys. */
export function jsonKeys(keys: readonly string[]): string {
  return JSON.stringify(keys);
}
