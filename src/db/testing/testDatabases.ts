import pg from "pg";
import { openDatabase, type AppDatabase } from "../database";
import { migrateToLatest } from "../migrate";
import { openMigratedPGlite } from "./pgliteTemplate";
import { newId } from "../../domain/ids";

/** One engine the shared repository tests run on. */
export interface TestDatabaseKind {
  name: "sqlite" | "pglite" | "postgres";
  /** Opens a fresh, migrated, empty database; close() removes what it made. */
  open(): Promise<AppDatabase>;
}

const sqliteKind: TestDatabaseKind = {
  name: "sqlite",
  async open() {
    const database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    return database;
  },
};

const pgliteKind: TestDatabaseKind = {
  name: "pglite",
  open: openMigratedPGlite,
};

/**
 * Taken shared while a schema is made and migrated and exclusively while one is dropped: the
 * migrator reads the catalog of every schema, which fails when a neighbour's schema is dropped
 * at that moment by a test file running beside it.
 */
const SCHEMA_CHANGE_LOCK = 74_201_911;

/** Runs work on a fresh connection to the server holding the schema change lock (shared or exclusive). */
async function withSchemaLock<T>(url: string, mode: "shared" | "exclusive", work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(mode === "shared" ? "select pg_advisory_lock_shared($1)" : "select pg_advisory_lock($1)", [SCHEMA_CHANGE_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A real PostgreSQL server: each open() gets its own schema, dropped again on close. */
function postgresKind(url: string): TestDatabaseKind {
  return {
    name: "postgres",
    async open() {
      const schema = `t_${newId()}`;
      const database = await withSchemaLock(url, "shared", async (client) => {
        await client.query(`create schema ${schema}`);
        const opened = openDatabase({ engine: "postgres", url, schema, maxConnections: 20 });
        await migrateToLatest(opened.db, schema);
        return opened;
      });
      return {
        ...database,
        async close() {
          await database.close();
          await withSchemaLock(url, "exclusive", (client) => client.query(`drop schema ${schema} cascade`));
        },
      };
    },
  };
}

/**
 * Runs work with a new, empty schema of the server (nothing migrated), then drops it: for tests
 * of what start-up does to an empty database. The schema change lock is held shared meanwhile,
 * as the work migrates.
 */
export async function withEmptyPostgresSchema<T>(url: string, work: (schema: string) => Promise<T>): Promise<T> {
  const schema = `t_${newId()}`;
  try {
    return await withSchemaLock(url, "shared", async (client) => {
      await client.query(`create schema ${schema}`);
      return work(schema);
    });
  } finally {
    await withSchemaLock(url, "exclusive", (client) => client.query(`drop schema if exists ${schema} cascade`));
  }
}

/**
 * The engines every repository test runs on: SQLite and PostgreSQL, the real server named by
 * TEST_DATABASE_URL when it is set, else PostgreSQL in process (PGlite). With the server there,
 * PGlite would test the same statements a second time, at several times the cost of the server
 * (a PGlite database costs about a second of CPU to open).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const every = everyTestDatabaseKind();
  return every.some((kind) => kind.name === "postgres") ? every.filter((kind) => kind.name !== "pglite") : every;
}

/**
 * Every engine: SQLite, PGlite and, when TEST_DATABASE_URL is set, the real server beside it.
 * For the tests of steps that must happen only once (a charge, a refund, a publish, a mail
 * sent), which hold under concurrent requests only if each engine's locks and constraints
 * enforce them, PGlite's single connection included.
 */
export function everyTestDatabaseKind(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteKind, pgliteKind, postgresKind(url)] : [sqliteKind, pgliteKind];
}
