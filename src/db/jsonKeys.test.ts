import { CompiledQuery, sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "./testing/describeEachDatabase";
import { compiledOnce } from "./compiledOnce";
import { inJsonKeys, jsonKeys } from "./jsonKeys";

/** Tickets whose codes are among the keys, as one JSON array. */
const ticketsCoded = compiledOnce((db, lookup: { codes: string }) =>
  db
    .selectFrom(sql<{ code: string; seat: number }>`key_tickets`.as("tickets"))
    .selectAll()
    .where(inJsonKeys(db, "code", lookup.codes)),
);

describeEachDatabase("keys given as one JSON value", (database) => {
  it("find their rows through the column's index, as the statement is planned once for any keys", async () => {
    const { db, engine } = database();
    await sql`create table key_tickets (code text primary key, seat integer not null)`.execute(db);
    await sql`with recursive numbers(n) as (select 1 union all select n + 1 from numbers where n < 3000) insert into key_tickets select 'code-' || n, n from numbers`.execute(
      db,
    );
    const keys = jsonKeys(["code-7", "code-2999", "missing"]);
    const { rows } = await ticketsCoded(db, { codes: keys });
    expect(rows.map((row) => row.seat).sort((a, b) => a - b)).toEqual([7, 2999]);

    const statement = ticketsCoded.compile(db, { codes: keys });
    let plan: string;
    if (engine === "sqlite") {
      plan = JSON.stringify((await db.executeQuery(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]))).rows);
    } else {
      // The plan PostgreSQL keeps for a prepared statement whatever its values: a plan read off one set of keys could differ.
      await db.executeQuery(CompiledQuery.raw(`prepare tickets_coded as ${statement.sql}`));
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      plan = JSON.stringify((await db.executeQuery(CompiledQuery.raw(`explain (format json) execute tickets_coded(${`'${keys}'`})`))).rows);
      await sql`reset plan_cache_mode`.execute(db);
      await sql`deallocate tickets_coded`.execute(db);
    }
    expect(plan).toMatch(/INDEX|Index Scan|Bitmap Index Scan/);
    expect(plan).not.toMatch(/SCAN key_tickets|Seq Scan/);
  });
});
