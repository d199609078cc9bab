import { CompiledQuery } from "kysely";
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

/** Opens a transaction whose commit does not wait for its log flush; one round trip (no parameters, so the simple protocol takes both statements). */
const BEGIN_UNFLUSHED = CompiledQuery.raw("begin; set local synchronous_commit = off");
/**
 * Commits, then flushes the log up to a synchronous commit of its own (a transactional logical
 * message, which nothing reads): one round trip. If the commit fails the message is never sent.
 */
const COMMIT_THEN_FLUSH = CompiledQuery.raw("commit; select pg_logical_emit_message(true, 'tessera.durable', '')");
const ROLLBACK = CompiledQuery.raw("rollback");

/**
 * PostgreSQL: the work commits without waiting for its log flush (synchronous_commit off for
 * that transaction only), so the row locks it took (a product's stock row that every buyer of
 * a flash sale updates) are released at once instead of after a disk flush. Then one
 * synchronous commit that writes to the log flushes the log up to itself; PostgreSQL writes
 * its log in order, so the work's commit, which came before, is on disk when this returns.
 * Concurrent flushes share one disk write, and a crash before the flush loses the work
 * together with everything that saw it. The begin and the commit each carry their companion
 * statement in the same round trip.
 */
async function flushedPostgresTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(BEGIN_UNFLUSHED);
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      await connection.executeQuery(ROLLBACK);
      throw error;
    }
    await connection.executeQuery(COMMIT_THEN_FLUSH);
    return result;
  });
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
