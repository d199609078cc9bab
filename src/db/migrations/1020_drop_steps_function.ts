import { PostgresAdapter, sql, type Kysely } from "kysely";
import { up as refusalFunction } from "./0870_refusal_function";
import { up as stepsOtherwise } from "./0970_steps_otherwise";

/**
 * PostgreSQL only: drops tessera_steps (0940, 0950, 0970) and the two functions only it used,
 * tessera_step_statement and tessera_refuse. Durable work is now ordinary transactions written
 * with the query builder (docs/data.md), so no statement text travels to the server as data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function if exists tessera_steps(jsonb)`.execute(db);
  await sql`drop function if exists tessera_step_statement(jsonb)`.execute(db);
  await sql`drop function if exists tessera_refuse(text)`.execute(db);
}

/** Puts the functions back as 0870 and 0970 left them. */
export async function down(db: Kysely<any>): Promise<void> {
  await refusalFunction(db);
  await stepsOtherwise(db);
}
