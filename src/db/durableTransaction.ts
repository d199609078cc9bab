import { sql } from "kysely";
import type { AppDatabase, Db } from "./database";
import { SqliteGroupCommit } from "./sqliteGroupCommit";

/** Each SQLite database's group commit (one connection, so one queue per database). */
const sqliteGroups = new WeakMap<Db, SqliteGroupCommit>();

function sqliteGroupOf(db: Db): SqliteGroupCommit {
  let group = sqliteGroups.get(db);
  if (!group) {
    group = new SqliteGroupCommit(db);
    sqliteGroups.set(db, group);
  }
  return group;
}

/**
 * PostgreSQL: the work commits without waiting for its log flush (synchronous_commit off for
 * that transaction only), so the row locks it took (a product's stock row that every buyer of
 * a flash sale updates) are released at once instead of after a disk flush. Then one
 * synchronous commit that writes to the log (a transactional logical message, which nothing
 * reads) flushes the log up to itself; PostgreSQL writes its log in order, so the work's
 * commit, which came before, is on disk when this returns. Concurrent flushes share one disk
 * write, and a crash before the flush loses the work together with everything that saw it.
 */
async function flushedPostgresTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    return work(trx);
  });
  await sql`select pg_logical_emit_message(true, 'tessera.durable', '')`.execute(db);
  return result;
}

/** How a durable transaction's locks meet other work. */
export interface DurableOptions {
  /**
   * Whether the work updates rows that concurrent work waits for (the stock row every buyer
   * of a flash sale updates; the default). On PostgreSQL such work commits without waiting for
   * its flush and is flushed just after (flushedPostgresTransaction); work that only touches its
   * own rows (one order's payment, cart and mail) commits synchronously, two round trips fewer.
   */
  sharedRows?: boolean;
}

/**
 * Runs `work` in a transaction whose commit is on disk when it returns, surviving a power cut
 * as well as a killed process. SQLite runs with synchronous=NORMAL, where a commit in WAL mode
 * survives a crash of the process but may be lost with the machine; durable work commits at
 * synchronous=FULL (an fsync of the WAL), work arriving together sharing one commit and one
 * flush (SqliteGroupCommit). PostgreSQL (synchronous_commit on, its default) flushes the log
 * at the commit, or for work on shared rows commits it and then flushes the log past it
 * before answering (flushedPostgresTransaction). Work must only touch the database: it may
 * run again when the commit it shared failed.
 */
export function durableTransaction<T>(database: Pick<AppDatabase, "db" | "engine">, work: (trx: Db) => Promise<T>, options: DurableOptions = {}): Promise<T> {
  if (database.engine === "sqlite") return sqliteGroupOf(database.db).run(work);
  if (options.sharedRows === false) return database.db.transaction().execute(work);
  return flushedPostgresTransaction(database.db, work);
}
