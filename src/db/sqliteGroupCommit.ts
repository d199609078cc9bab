import { CompiledQuery, type SqliteDatabase } from "kysely";
import { sqliteConnectionOf, type Db } from "./database";
import { perDatabase } from "./perDatabase";
import { GroupQueue } from "./groupQueue";

/** What a piece of work of a group runs on. */
interface GroupPiece {
  /** The group's transaction, through the query builder. */
  trx: Db;
  /** The SQLite connection itself, for work given in advance (durableSteps), run at once. */
  connection: SqliteDatabase;
  /** Undoes what this piece of work wrote so far; it goes on in the group (to store a refusal, say). */
  undo(): void;
}

/** A piece of work of a group. */
type GroupWork<T> = (piece: GroupPiece) => T | Promise<T>;

interface Pending {
  work: GroupWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Most pieces of work committed together, so the first of a long queue is not kept waiting for all of it. */
const MAX_GROUP = 200;

/** The statements of every group, compiled once rather than by Kysely on each run. */
const STATEMENTS = {
  readSync: CompiledQuery.raw("pragma synchronous"),
  fullSync: CompiledQuery.raw("pragma synchronous = full"),
};

/** The savepoint around each piece of work, run on the connection itself (SQL texts its statement cache keeps prepared). */
const SAVEPOINT = {
  open: "savepoint durable_work",
  undo: "rollback to durable_work",
  release: "release durable_work",
};

/**
 * Group commit for SQLite's one connection, which runs one transaction at a time and would
 * otherwise flush the disk once per durable transaction. Work that arrives while a group
 * commits waits, then runs in the next group: one transaction with a savepoint around each
 * piece of work, committed once at synchronous=FULL. A piece of work that throws is rolled back
 * to its savepoint and its caller gets the error at once; the others stay in the group. A
 * caller's promise settles with its result only after the group's commit is on disk. If the
 * group itself fails (its commit, or undoing a savepoint), nothing of it was written and each
 * piece of work that had not failed runs again alone, so work must only touch the database.
 * A piece of work may also undo what it wrote so far and go on (GroupPiece.undo).
 * The savepoints, and the statements of work given in advance, run on the SQLite connection
 * itself while the group holds it, without a promise or a pass of the query builder's plugins each.
 */
class SqliteGroupCommit {
  private readonly queue = new GroupQueue<Pending>(MAX_GROUP, (group) => this.commitTogether(group));
  /** The synchronous level the connection runs at between groups, read at the first group and put back after each. */
  private restoreSync: CompiledQuery | null = null;

  constructor(
    private readonly db: Db,
    private readonly sqlite: SqliteDatabase,
  ) {}

  /** Runs work in the next group and answers its result once the group is on disk. */
  run<T>(work: GroupWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => this.queue.add({ work, resolve: resolve as (value: unknown) => void, reject }));
  }

  /** Runs `commit` with the connection at synchronous=FULL and puts back the level it runs at otherwise. */
  private async withFullSync<T>(connection: Db, commit: () => Promise<T>): Promise<T> {
    if (!this.restoreSync) {
      const before = (await connection.executeQuery<{ synchronous: number }>(STATEMENTS.readSync)).rows[0]?.synchronous ?? 1;
      this.restoreSync = CompiledQuery.raw(`pragma synchronous = ${Number(before)}`);
    }
    await connection.executeQuery(STATEMENTS.fullSync);
    try {
      return await commit();
    } finally {
      await connection.executeQuery(this.restoreSync);
    }
  }

  private async commitTogether(group: Pending[]): Promise<void> {
    const done: { pending: Pending; value: unknown }[] = [];
    const failed = new Set<Pending>();
    try {
      await this.db.connection().execute((connection) =>
        this.withFullSync(connection, () =>
          connection.transaction().execute(async (trx) => {
            const piece: GroupPiece = { trx, connection: this.sqlite, undo: () => this.sqlite.prepare(SAVEPOINT.undo).run([]) };
            for (const pending of group) {
              this.sqlite.prepare(SAVEPOINT.open).run([]);
              try {
                done.push({ pending, value: await pending.work(piece) });
              } catch (error) {
                piece.undo();
                failed.add(pending);
                pending.reject(error);
              }
              this.sqlite.prepare(SAVEPOINT.release).run([]);
            }
          }),
        ),
      );
    } catch (error) {
      const again = group.filter((pending) => !failed.has(pending));
      if (group.length === 1) again.forEach((pending) => pending.reject(error));
      else for (const pending of again) await this.commitTogether([pending]);
      return;
    }
    for (const { pending, value } of done) pending.resolve(value);
  }
}

/** The group commit of a SQLite database (one connection, so one queue per database). */
export const sqliteGroupOf = perDatabase((db) => new SqliteGroupCommit(db, sqliteConnectionOf(db)));
