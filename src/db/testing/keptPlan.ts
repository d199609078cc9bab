import { CompiledQuery, sql } from "kysely";
import type { AppDatabase } from "../database";
import { postgresLiteral } from "../inlineParameters";

/**
 * The plan a database keeps for a statement whatever its values, as text to look into: on
 * PostgreSQL the generic plan of the statement prepared (what a statement kept prepared runs
 * once it stops planning per call), on SQLite its query plan. Lets a test check that a hot
 * statement finds its rows through the right index however many rows the table holds.
 */
export async function keptPlan(database: AppDatabase, statement: CompiledQuery): Promise<string> {
  const { db, engine } = database;
  if (engine === "sqlite")
    return JSON.stringify((await db.executeQuery(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]))).rows);
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(CompiledQuery.raw(`prepare kept_plan as ${statement.sql}`));
    try {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      const values = statement.parameters.map(postgresLiteral).join(", ");
      return JSON.stringify((await connection.executeQuery(CompiledQuery.raw(`explain (format json) execute kept_plan${values ? `(${values})` : ""}`))).rows);
    } finally {
      await sql`reset plan_cache_mode`.execute(connection);
      await sql`deallocate kept_plan`.execute(connection);
    }
  });
}
