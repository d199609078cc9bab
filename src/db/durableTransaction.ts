import { sql } from "kysely";
import type { AppDatabase, Db } from "./database";

/**
 * Runs `work` in a transaction whose commit is on disk when it returns, surviving a power cut
 * as well as a killed process. SQLite runs with synchronous=NORMAL, where a commit in WAL
 * mode survives a crash of the process but may be lost with the machine; this transaction
 * switches its connection to FULL for its own commit (an fsync of the WAL) and back. On
 * PostgreSQL every commit is flushed already (synchronous_commit is on by default).
 */
export async function durableTransaction<T>(database: Pick<AppDatabase, "db" | "engine">, work: (trx: Db) => Promise<T>): Promise<T> {
  if (database.engine !== "sqlite") return database.db.transaction().execute(work);
  return database.db.connection().execute(async (connection) => {
    const before = (await sql<{ synchronous: number }>`pragma synchronous`.execute(connection)).rows[0]?.synchronous ?? 1;
    await sql`pragma synchronous = full`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${Number(before)}`).execute(connection);
    }
  });
}
