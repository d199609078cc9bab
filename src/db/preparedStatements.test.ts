import { sql } from "kysely";
import { expect, it } from "vitest";
import { compiledOnce } from "./compiledOnce";
import { keepPrepared, preparedNameOf } from "./preparedStatements";
import { describePostgresServer } from "./testing/describeEachDatabase";

it("gives each statement text kept prepared one name of its own, and none to others", () => {
  keepPrepared("select 1 where $1 = 'a'");
  keepPrepared("select 2 where $1 = 'b'");
  keepPrepared("select 1 where $1 = 'a'");
  const first = preparedNameOf("select 1 where $1 = 'a'");
  expect(first).toMatch(/^tessera_\d+$/);
  expect(preparedNameOf("select 2 where $1 = 'b'")).not.toBe(first);
  expect(preparedNameOf("select 3")).toBeUndefined();
});

describePostgresServer("statements compiled once, on the PostgreSQL server", (database) => {
  it("are prepared once per connection and run by name after that", async () => {
    const findAccount = compiledOnce((db, key: { email: string }) => db.selectFrom("accounts").select("id").where("email", "=", key.email));
    const prepared = await database()
      .db.connection()
      .execute(async (connection) => {
        expect((await findAccount(connection, { email: "nobody@example.com" })).rows).toEqual([]);
        expect((await findAccount(connection, { email: "someone@example.com" })).rows).toEqual([]);
        return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection)).rows.map((row) => row.name);
      });
    const name = preparedNameOf(findAccount.compile(database().db, { email: "x" }).sql);
    expect(name).toBeDefined();
    expect(prepared).toContain(name);
  });
});
