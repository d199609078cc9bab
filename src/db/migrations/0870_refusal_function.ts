import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL only: tessera_refuse(reason) raises an error carrying the reason, so one statement
 * sent with a transaction's commit can refuse the whole transaction (a stock take that finds
 * too little), and the commit behind it never runs. SQLite has no need of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function tessera_refuse(reason text) returns integer language plpgsql volatile as $$
begin
  raise exception using errcode = 'P0001', message = reason;
end
$$`.execute(db);
}

/** Drops the function. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function tessera_refuse(text)`.execute(db);
}
