import { CompiledQuery } from "kysely";
import type { AppDatabase, Db } from "./database";
import { sqliteGroupOf } from "./sqliteGroupCommit";
import { transactionDb } from "./connectionDb";
import { BEGIN_UNFLUSHED, FLUSH_AFTER_COMMIT } from "./postgresFlush";
const ROLLBACK = CompiledQuery.raw("rollback");

/** The work of a durable transaction: its statements on `trx`. */
export type DurableWork<T> = (trx: Db) => Promise<T>;

/**
 * PostgreSQL: the begin goes with the work's first statement, and the commit in a round trip
 * of its own; rolls back when the work or its commit fails. Work on shared rows (the stock row
 * every buyer of a flash sale updates) commits without waiting for its log flush
 * (synchronous_commit off for that transaction only), so its row locks are released at once
 * instead of after a disk flush; the same round trip then flushes the log up to a synchronous
 * commit of its own (postgresFlush.ts). PostgreSQL writes its log in order, so the work's
 * commit, which came before, is on disk when this returns. Concurrent flushes share one disk
 * write, and a crash before the flush loses the work together with everything that saw it.
 */
async function postgresTransaction<T>(db: Db, work: DurableWork<T>, sharedRows: boolean): Promise<T> {
  return db.getExecutor().provideConnection(async (connection) => {
    const begin = sharedRows ? BEGIN_UNFLUSHED : "begin";
    const trx = transactionDb(connection, begin);
    let finishing = false;
    try {
      const result = await work(trx.db);
      const finish = [...(trx.begun() ? [] : [begin]), "commit", ...(sharedRows ? [FLUSH_AFTER_COMMIT] : [])].join(";\n");
      finishing = true;
      await connection.executeQuery(CompiledQuery.raw(finish));
      return result;
    } catch (error) {
      if (trx.begun() || finishing) await connection.executeQuery(ROLLBACK);
      throw error;
    }
  });
}

/** How a durable transaction's locks meet other work. */
export interface DurableOptions {
  /**
   * Whether the work updates rows that concurrent work waits for (the stock row every buyer
   * of a flash sale updates; the default). On PostgreSQL such work commits without waiting for
   * its flush and is flushed just after (postgresTransaction); work that only touches its
   * own rows (one order's payment, cart and mail) commits synchronously.
   */
  sharedRows?: boolean;
}

/** The options of work that touches only rows of its own (one order's payment, a key's stored refusal), never rows concurrent work waits for. */
export const OWN_ROWS_ONLY: DurableOptions = { sharedRows: false };

/**
 * Runs `work` in a transaction whose commit is on disk when it returns, surviving a power cut
 * as well as a killed process. SQLite runs with synchronous=NORMAL, where a commit in WAL mode
 * survives a crash of the process but may be lost with the machine; durable work commits at
 * synchronous=FULL (an fsync of the WAL), work arriving together sharing one commit and one
 * flush (SqliteGroupCommit). PostgreSQL (synchronous_commit on, its default) flushes the log
 * at the commit, or for work on shared rows commits it and then flushes the log past it
 * before answering (postgresTransaction). Work must only touch the database: it may run again
 * when the commit it shared failed. Work that needs no answer between its statements is
 * cheaper as durableSteps, which share one round trip on PostgreSQL too.
 */
export function durableTransaction<T>(database: Pick<AppDatabase, "db" | "engine">, work: DurableWork<T>, options: DurableOptions = {}): Promise<T> {
  if (database.engine === "sqlite") return sqliteGroupOf(database.db).run(({ trx }) => work(trx));
  return postgresTransaction(database.db, work, options.sharedRows !== false);
}
