import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase, type AppDatabase, type DatabaseTarget } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { AppConfig, ConfigDraft } from "./config";
import { loadOrCreateSessionSecret } from "./secrets";
import { stderrLog } from "./log/serverLog";

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
        onConnectionLost: (error) => stderrLog.warn("database", "An idle PostgreSQL connection was lost; the next query opens a new one.", error),
      }
    : { engine: "sqlite", file: path.join(config.dataDir, SQLITE_FILE) };
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite) and migrates it. */
export async function openConfiguredDatabase(config: AppConfig): Promise<AppDatabase> {
  const database = openDatabase(databaseTargetOf(config));
  await migrateToLatest(database.db);
  return database;
}
