import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How many prepared statements one SQLite connection keeps (distinct SQL texts, least recently used out). */
const STATEMENT_LIMIT = 500;

/**
 * A SQLite connection as Kysely's dialect uses it, preparing each SQL text once. Kysely prepares
 * every query anew, and preparing was the largest single cost of an uncached page's database
 * work; a prepared statement is reused safely because better-sqlite3 runs each query to the end
 * synchronously (nothing here streams rows).
 */
export function withStatementCache(database: SqliteDatabase, limit: number = STATEMENT_LIMIT): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
