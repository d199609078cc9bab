import { sql } from "kysely";
import { expect, test } from "vitest";
import { openMigratedPGlite } from "../testing/pgliteTemplate";
import { down, up } from "./1020_drop_steps_function";

/** The functions of the steps migrations (0870, 0940, 0950, 0970) the database holds, by name. */
async function stepsFunctions(db: Parameters<typeof up>[0]): Promise<string[]> {
  const { rows } = await sql<{ proname: string }>`
    select proname from pg_proc where proname in ('tessera_steps', 'tessera_step_statement', 'tessera_refuse') order by proname`.execute(db);
  return rows.map((row) => row.proname);
}

test("a migrated PostgreSQL database holds none of the steps functions, and migration 1020 going down puts them back", async () => {
  const database = await openMigratedPGlite();
  try {
    expect(await stepsFunctions(database.db)).toEqual([]);
    await down(database.db);
    expect(await stepsFunctions(database.db)).toEqual(["tessera_refuse", "tessera_step_statement", "tessera_steps"]);
    await up(database.db);
    expect(await stepsFunctions(database.db)).toEqual([]);
  } finally {
    await database.close();
  }
});
