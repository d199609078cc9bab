import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, wrapDialect, type AppDatabase } from "../database";
import { migrateToLatest } from "../migrate";
import { PGliteDialect } from "../pgliteDialect";
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
  async open() {
    const pglite = await PGlite.create({ parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) } });
    const database = wrapDialect(new PGliteDialect(pglite), "postgres", () => pglite.close());
    await migrateToLatest(database.db);
    return database;
  },
};

/** A real PostgreSQL server: each open() gets its own schema, dropped again on close. */
function postgresKind(url: string): TestDatabaseKind {
  return {
    name: "postgres",
    async open() {
      const schema = `t_${newId()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const database = openDatabase({ engine: "postgres", url, schema, maxConnections: 20 });
      await migrateToLatest(database.db, schema);
      return {
        ...database,
        async close() {
          await database.close();
          const dropper = new pg.Client({ connectionString: url });
          await dropper.connect();
          await dropper.query(`drop schema ${schema} cascade`);
          await dropper.end();
        },
      };
    },
  };
}

/**
 * The engines every repository test runs on: SQLite, PostgreSQL in process (PGlite), and
 * the real PostgreSQL server named by TEST_DATABASE_URL when it is set.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteKind, pgliteKind, postgresKind(url)] : [sqliteKind, pgliteKind];
}
