import { sql } from "kysely";
import type { AppDatabase, Db } from "./database";

/** The key of the PostgreSQL advisory lock held while a node migrates and seeds (any bigint no other part takes). */
const STARTUP_LOCK = 7_341_030;

/**
 * Runs start-up work (migrations, the demo seed) holding the start-up lock, so of nodes that
 * start together on one PostgreSQL database one works at a time and the others find the work
 * done. The work gets the one connection that holds the session's advisory lock (PGlite has no
 * other). SQLite is owned by one process, so there the work runs as it is.
 */
export async function underStartupLock<T>(database: AppDatabase, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.engine === "sqlite") return work(database.db);
  return database.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(db);
    }
  });
}
