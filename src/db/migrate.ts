import { Migrator, type Kysely, type MigrationProvider } from "kysely";
import { migrations } from "./migrations/index";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the latest migration, or throws naming the one that failed.
 * Migrations get a Kysely without the camel-case plugin, so they speak in column names.
 * Each feature numbers its migrations in its own range, so they may land in any order.
 * `schema` names the PostgreSQL schema the database lives in when it is not the only one:
 * the migrator then looks for its own tables there alone, not in a neighbour's schema.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema?: string): Promise<void> {
  const raw = db.withoutPlugins();
  const migrator = new Migrator({ db: raw, provider, allowUnorderedMigrations: true, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
