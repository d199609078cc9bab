import { CompiledQuery } from "kysely";
import type { AppDatabase, Db } from "./database";
import { SqliteGroupCommit } from "./sqliteGroupCommit";
import { statementRecorder, transactionDb } from "./connectionDb";

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

/** Opens a transaction whose commit does not wait for its log flush. */
const BEGIN_UNFLUSHED = "begin; set local synchronous_commit = off";
/**
 * After a commit that did not wait for its flush: flushes the log up to a synchronous commit
 * of its own (a transactional logical message, which nothing reads). If the commit fails the
 * message is never sent.
 */
const FLUSH_AFTER_COMMIT = "select pg_logical_emit_message(true, 'tessera.durable', '')";
const ROLLBACK = CompiledQuery.raw("rollback");

/**
 * Writes a durable transaction sends with its commit. On PostgreSQL, statements run on `db`
 * are kept and travel in the commit's round trip (inlined, in the simple protocol), so writes
 * whose answers nothing reads cost no round trip of their own, and a statement on a row every
 * buyer updates (a product's stock) holds its lock only inside the database, never while this
 * process gets round to reading the answer. On SQLite they run at once in the transaction.
 */
export interface CommitWrites {
  /** Where to run such writes. Each answers no rows and no count on PostgreSQL until the commit. */
  readonly db: Db;
  /** True when writes on `db` wait for the commit (PostgreSQL), false when they ran at once (SQLite). */
  readonly deferred: boolean;
  /** The rows the writes sent with the commit returned, in order, named as the database names them; filled once the transaction committed. */
  rows: Record<string, unknown>[];
}

/** The work of a durable transaction: its statements on `trx`, and writes sent with its commit on `atCommit.db`. */
export type DurableWork<T> = (trx: Db, atCommit: CommitWrites) => Promise<T>;

/** CommitWrites of a PostgreSQL transaction: a statement recorder made when first used. */
function deferredWrites(): CommitWrites & { statements(): string[] } {
  let recorder: ReturnType<typeof statementRecorder> | null = null;
  return {
    get db() {
      recorder ??= statementRecorder();
      return recorder.db;
    },
    deferred: true,
    rows: [],
    statements: () => recorder?.statements() ?? [],
  };
}

/**
 * PostgreSQL: the begin goes with the work's first statement, and the work's kept writes with
 * the commit, each in one round trip; rolls back when the work or any of those statements
 * fails. Work on shared rows (the stock row every buyer of a flash sale updates) commits
 * without waiting for its log flush (synchronous_commit off for that transaction only), so its
 * row locks are released at once instead of after a disk flush; the same round trip then
 * flushes the log up to a synchronous commit of its own. PostgreSQL writes its log in order,
 * so the work's commit, which came before, is on disk when this returns. Concurrent flushes
 * share one disk write, and a crash before the flush loses the work together with everything
 * that saw it.
 */
async function postgresTransaction<T>(db: Db, work: DurableWork<T>, sharedRows: boolean): Promise<T> {
  return db.getExecutor().provideConnection(async (connection) => {
    const begin = sharedRows ? BEGIN_UNFLUSHED : "begin";
    const trx = transactionDb(connection, begin);
    const atCommit = deferredWrites();
    let finishing = false;
    try {
      const result = await work(trx.db, atCommit);
      const finish = [...(trx.begun() ? [] : [begin]), ...atCommit.statements(), "commit", ...(sharedRows ? [FLUSH_AFTER_COMMIT] : [])].join(";\n");
      finishing = true;
      atCommit.rows = (await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(finish))).rows;
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

/**
 * Runs `work` in a transaction whose commit is on disk when it returns, surviving a power cut
 * as well as a killed process. SQLite runs with synchronous=NORMAL, where a commit in WAL mode
 * survives a crash of the process but may be lost with the machine; durable work commits at
 * synchronous=FULL (an fsync of the WAL), work arriving together sharing one commit and one
 * flush (SqliteGroupCommit). PostgreSQL (synchronous_commit on, its default) flushes the log
 * at the commit, or for work on shared rows commits it and then flushes the log past it
 * before answering (postgresTransaction); on both, writes on `atCommit.db` go with the commit. Work must only touch the database: it may
 * run again when the commit it shared failed.
 */
export function durableTransaction<T>(database: Pick<AppDatabase, "db" | "engine">, work: DurableWork<T>, options: DurableOptions = {}): Promise<T> {
  if (database.engine === "sqlite") return sqliteGroupOf(database.db).run((trx) => work(trx, { db: trx, deferred: false, rows: [] }));
  return postgresTransaction(database.db, work, options.sharedRows !== false);
}
