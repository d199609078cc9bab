import { sql } from "kysely";
import type { AppDatabase } from "../database";

/**
 * The tables of a test's own database that have a column of this name. On PostgreSQL only the
 * test's own schema is read, from the catalog: the query builder's introspection reads every
 * schema of the server, and fails when a test running beside drops its schema meanwhile.
 */
export async function tablesWithColumn(database: AppDatabase, column: string): Promise<string[]> {
  const { db, engine } = database;
  const found =
    engine === "sqlite"
      ? await sql<{
          name: string;
        }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = ${column}`.execute(db)
      : await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_attribute a
          join pg_catalog.pg_class c on c.oid = a.attrelid
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r' and a.attname = ${column} and not a.attisdropped`.execute(db);
  return found.rows.map((row) => row.name).sort();
}
