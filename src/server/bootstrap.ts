import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase, type AppDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { AppConfig, ConfigDraft } from "./config";
import { loadOrCreateSessionSecret } from "./secrets";
import { processLog } from "./log/serverLog";

/** The SQLite file used when no DATABASE_URL is given. */
const SQLITE_FILE = "tessera.db";

/** Completes a config draft: makes the data directory and settles the session secret. */
export function settleConfig(draft: ConfigDraft): AppConfig {
  mkdirSync(draft.dataDir, { recursive: true });
  return { ...draft, sessionSecret: draft.sessionSecret ?? loadOrCreateSessionSecret(draft.dataDir) };
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite) and migrates it. */
export async function openConfiguredDatabase(config: AppConfig): Promise<AppDatabase> {
  const database = config.databaseUrl
    ? openDatabase({
        engine: "postgres",
        url: config.databaseUrl,
        onConnectionLost: (error) => processLog.warn("database", "An idle PostgreSQL connection was lost; the next query opens a new one.", error),
      })
    : openDatabase({ engine: "sqlite", file: path.join(config.dataDir, SQLITE_FILE) });
  await migrateToLatest(database.db);
  return database;
}
