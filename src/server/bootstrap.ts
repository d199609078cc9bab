import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase, type AppDatabase, type DatabaseTarget, type Db } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { underStartupLock } from "../db/startupLock";
import type { AppConfig, ConfigDraft } from "./config";
import { loadOrCreateSessionSecret } from "./secrets";
import { startupStep } from "./startupError";
import { processLog } from "./log/serverLog";

/** The SQLite file used when no DATABASE_URL is given. */
const SQLITE_FILE = "tessera.db";

/** Completes a config draft: makes the data directory and settles the session secret. */
export function settleConfig(draft: ConfigDraft): AppConfig {
  mkdirSync(draft.dataDir, { recursive: true });
  return { ...draft, sessionSecret: draft.sessionSecret ?? loadOrCreateSessionSecret(draft.dataDir) };
}

/** Where the configured data lives: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export function databaseTargetOf(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? {
        engine: "postgres",
        url: config.databaseUrl,
        onConnectionLost: (error) => processLog.warn("database", "A PostgreSQL connection was lost; the next query opens a new one.", error),
      }
    : { engine: "sqlite", file: path.join(config.dataDir, SQLITE_FILE) };
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite) without reading it yet. */
export function openConfigured(config: AppConfig): AppDatabase {
  return openDatabase(databaseTargetOf(config));
}

/** Opens the configured database and migrates it under the start-up lock (the commands of the CLI). */
export async function openConfiguredDatabase(config: AppConfig): Promise<AppDatabase> {
  const database = openConfigured(config);
  await migrateAndThen(database, async () => undefined);
  return database;
}

/**
 * What every start does to the database before it serves: takes the start-up lock, migrates,
 * runs `then` (the demo seed) and lets go, so nodes starting together on one empty database
 * take turns and one of them seeds. Each failure names its step and the cure. `schema` names
 * the PostgreSQL schema when the database is not the server's only one (tests).
 */
export async function migrateAndThen<T>(database: AppDatabase, then: (db: Db) => Promise<T>, schema?: string): Promise<T> {
  return startupStep(
    "opening the database",
    "Check that DATABASE_URL names a PostgreSQL server that answers (or that DATA_DIR can be written), then start again.",
    () =>
      underStartupLock(database, async (db) => {
        await startupStep(
          "migrating the database",
          "The migrations before it stay applied; fix the cause (the database user's right to create tables, free disk space) and start again to run the rest.",
          () => migrateToLatest(db, schema),
        );
        return startupStep(
          "seeding the demo site",
          "Nothing of the demo was kept, since it is written in one transaction; fix the cause and start again.",
          () => then(db),
        );
      }),
  );
}
