import { sql } from "kysely";
import type { AppDatabase, Db } from "./database";

/**
 * Runs work in one transaction whose commit is on disk when it returns, surviving a power cut
 * as well as a killed process: for the commits a buyer or a visitor is answered on (an order
 * written before its charge, a payment, a form submission). SQLite runs at synchronous=NORMAL,
 * where a commit survives a killed process but may be lost with the machine, so this one
 * transaction commits at synchronous=FULL (an fsync of the write-ahead log, which also carries
 * every commit before it) on the connection it holds, and the level goes back after it.
 * PostgreSQL flushes every commit already (synchronous_commit on, its default).
 */
export function flushedTransaction<T>(database: Pick<AppDatabase, "db" | "engine">, work: (trx: Db) => Promise<T>): Promise<T> {
  if (database.engine !== "sqlite") return database.db.transaction().execute(work);
  return database.db.connection().execute(async (connection) => {
    await sql`pragma synchronous = full`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = normal`.execute(connection);
    }
  });
}
