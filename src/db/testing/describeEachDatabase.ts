import { afterAll, beforeAll, describe } from "vitest";
import type { AppDatabase } from "../database";
import { everyTestDatabaseKind, testDatabaseKinds, type TestDatabaseKind } from "./testDatabases";

/** Runs tests on each of the given engines, each with one fresh, migrated database for the block. */
function describeOn(kinds: readonly TestDatabaseKind[], name: string, body: (database: () => AppDatabase) => void): void {
  for (const kind of kinds) {
    describe(`${name} [${kind.name}]`, () => {
      let database: AppDatabase | undefined;
      beforeAll(async () => {
        database = await kind.open();
      });
      afterAll(async () => {
        await database?.close();
      });
      body(() => {
        if (!database) throw new Error("database not open yet");
        return database;
      });
    });
  }
}

/**
 * Runs the same tests on SQLite and on PostgreSQL (the server when TEST_DATABASE_URL is set,
 * else PGlite). Each engine gets one fresh, migrated database for the block.
 */
export function describeEachDatabase(name: string, body: (database: () => AppDatabase) => void): void {
  describeOn(testDatabaseKinds(), name, body);
}

/**
 * Runs the same tests on every engine: SQLite, PGlite and the PostgreSQL server when
 * TEST_DATABASE_URL is set. For steps that must happen only once under concurrent requests
 * (a charge, a refund, a publish, a mail sent), which each engine enforces its own way.
 */
export function describeOnEveryEngine(name: string, body: (database: () => AppDatabase) => void): void {
  describeOn(everyTestDatabaseKind(), name, body);
}
