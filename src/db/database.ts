import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Dialect } from "kysely";
import SQLite from "better-sqlite3";
import { createRequire } from "node:module";
import type pgModule from "pg";
import type { Database } from "./schema";
import { inProcessNotices, serverNotices, type DatabaseNotices } from "./notices";

/** pg is loaded only when a PostgreSQL database is opened, so SQLite servers never carry it. */
const requireModule = createRequire(import.meta.url);

/** The typed query builder every repository receives. */
export type Db = Kysely<Database>;

/** Which SQL engine sits behind a Db: a few statements differ (locking, upserts). */
export type Engine = "sqlite" | "postgres";

/** An open database with its engine and a way to close it. */
export interface AppDatabase {
  db: Db;
  engine: Engine;
  /** Notices between the processes on this database (docs/data.md, "Waiting for another request"). */
  notices: DatabaseNotices;
  close(): Promise<void>;
}

/** Where the data lives: a SQLite file (the default) or a PostgreSQL server. */
export type DatabaseTarget =
  | { engine: "sqlite"; file: string }
  | {
      engine: "postgres";
      url: string;
      schema?: string;
      maxConnections?: number;
      /** Told when a pooled connection is lost, idle or in use (a restart, a failover, a terminated backend, a cut link); the pool opens a new one when next asked. */
      onConnectionLost?: (error: Error) => void;
    };

/** Where a lost connection is reported when the opener names no place: one line on standard error. */
function reportLostConnection(error: Error): void {
  process.stderr.write(`A PostgreSQL connection was lost (${error.message}); the next query opens a new one.\n`);
}

/**
 * How long a query waits for a connection (a free one of the pool, or a new one made) before it
 * fails: a database that does not answer at all (a dropped route, a host gone) then gets a 503
 * with Retry-After within this time instead of holding the request until the system gives up.
 */
const CONNECT_TIMEOUT_MS = 10_000;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Opens the configured database. SQLite runs in WAL mode with foreign keys on, a busy timeout
 * and synchronous=NORMAL, so a commit survives a killed process; the commits that must survive
 * a power cut too go through flushedTransaction (docs/data.md says why not the whole
 * database). PostgreSQL keeps its default synchronous_commit=on and returns 64-bit integers as
 * numbers (counts and money totals stay far below 2^53).
 */
export function openDatabase(target: DatabaseTarget): AppDatabase {
  if (target.engine === "sqlite") {
    const sqlite = new SQLite(target.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    return wrapDialect(new SqliteDialect({ database: sqlite }), "sqlite");
  }
  const pg = requireModule("pg") as typeof pgModule;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pgModule.types.getTypeParser,
    },
  });
  // Without a listener on each connection, one lost while idle in the pool or while a request holds
  // it between two statements would crash the process. The pool repeats an idle connection's
  // error as its own, already reported by the connection's listener; a query under way fails by itself.
  const lost = target.onConnectionLost ?? reportLostConnection;
  pool.on("connect", (client) => client.on("error", lost));
  pool.on("error", () => undefined);
  const db = kyselyOver(new PostgresDialect({ pool }));
  // TCP keep-alive, so a listening connection whose link went silent is found lost and listened anew.
  const notices = serverNotices(db, () => new pg.Client({ connectionString: target.url, keepAlive: true }));
  return {
    db,
    engine: "postgres",
    notices,
    async close() {
      await notices.close();
      await db.destroy();
    },
  };
}

/** The query builder over a dialect, with the columns' snake_case read and written as camelCase. */
function kyselyOver(dialect: Dialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** Builds the Kysely instance for a database one process owns (SQLite; tests use it for PGlite), whose notices stay in the process. */
export function wrapDialect(dialect: Dialect, engine: Engine, onClose?: () => Promise<void>): AppDatabase {
  const db = kyselyOver(dialect);
  return {
    db,
    engine,
    notices: inProcessNotices(),
    async close() {
      await db.destroy();
      await onClose?.();
    },
  };
}
