import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "./testing/describeEachDatabase";
import { compiledOnce } from "./compiledOnce";
import { inJsonKeys, jsonKeys } from "./jsonKeys";
import { keptPlan } from "./testing/keptPlan";

/** Tickets whose codes are among the keys, as one JSON array. */
const ticketsCoded = compiledOnce((db, lookup: { codes: string }) =>
  db
    .selectFrom(sql<{ code: string; seat: number }>`key_tickets`.as("tickets"))
    .selectAll()
    .where(inJsonKeys(db, "code", lookup.codes)),
);

describeEachDatabase("keys given as one JSON value", (database) => {
  it("find their rows through the column's index, as the statement is planned once for any keys", async () => {
    const { db } = database();
    await sql`create table key_tickets (code text primary key, seat integer not null)`.execute(db);
    await sql`with recursive numbers(n) as (select 1 union all select n + 1 from numbers where n < 3000) insert into key_tickets select 'code-' || n, n from numbers`.execute(
      db,
    );
    const keys = jsonKeys(["code-7", "code-2999", "missing"]);
    const { rows } = await ticketsCoded(db, { codes: keys });
    expect(rows.map((row) => row.seat).sort((a, b) => a - b)).toEqual([7, 2999]);

    const plan = await keptPlan(database(), ticketsCoded.compile(db, { codes: keys }));
    expect(plan).toMatch(/INDEX|Index Scan|Bitmap Index Scan/);
    expect(plan).not.toMatch(/SCAN key_tickets|Seq Scan/);
  });
});
