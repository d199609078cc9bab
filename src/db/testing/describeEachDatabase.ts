import { afterAll, beforeAll, describe } from "vitest";
import type { AppDatabase } from "../database";
import { testDatabaseKinds } from "./testDatabases";

/**
 * Runs the same tests on every engine (SQLite, PGlite, and the PostgreSQL server when
 * TEST_DATABASE_URL is set). Each engine gets one fresh, migrated database for the block.
 */
export function describeEachDatabase(name: string, body: (database: () => AppDatabase) => void): void {
  for (const kind of testDatabaseKinds()) {
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
