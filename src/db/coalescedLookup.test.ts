import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "./testing/describeEachDatabase";
import { coalescedLookup } from "./coalescedLookup";
import { compiledOnce } from "./compiledOnce";
import type { Db } from "./database";
import { inJsonKeys, jsonKeys } from "./jsonKeys";

/** Shelf items of one shelf whose names are among the keys, as one JSON array. */
const itemsNamed = compiledOnce((db, lookup: { shelf: string; names: string }) =>
  db
    .selectFrom(sql<{ shelf: string; name: string; qty: number }>`lookup_items`.as("items"))
    .selectAll()
    .where(sql.ref("shelf"), "=", lookup.shelf)
    .where(inJsonKeys(db, "name", lookup.names)),
);

describeEachDatabase("coalesced lookups", (database) => {
  /** A lookup of shelf items by name that records the keys of each query it makes. */
  const recordedLookup = () => {
    const queries: string[][] = [];
    const lookup = coalescedLookup(async (db: Db, shelf, names) => {
      queries.push([...names]);
      const { rows } = await itemsNamed(db, { shelf, names: jsonKeys(names) });
      return new Map(rows.map((row) => [row.name, row.qty]));
    });
    return { lookup, queries };
  };
  const seed = async (rows: [string, string, number][]) => {
    const db = database().db;
    await sql`create table if not exists lookup_items (shelf text not null, name text not null, qty integer not null, primary key (shelf, name))`.execute(db);
    await sql`delete from lookup_items`.execute(db);
    for (const [shelf, name, qty] of rows) await sql`insert into lookup_items values (${shelf}, ${name}, ${qty})`.execute(db);
  };

  it("answer the lookups of one turn with one query per scope, each caller getting only its own keys", async () => {
    await seed([
      ["a", "cup", 1],
      ["a", "mug", 2],
      ["a", 'it\'s "quoted" \\ here', 3],
      ["b", "cup", 4],
    ]);
    const { lookup, queries } = recordedLookup();
    const db = database().db;
    const answers = await Promise.all([
      lookup(db, "a", ["cup"]),
      lookup(db, "a", ["mug", "missing", "cup"]),
      lookup(db, "a", ['it\'s "quoted" \\ here']),
      lookup(db, "b", ["cup", "mug"]),
    ]);
    expect(answers.map((found) => Object.fromEntries(found))).toEqual([{ cup: 1 }, { mug: 2, cup: 1 }, { 'it\'s "quoted" \\ here': 3 }, { cup: 4 }]);
    expect(queries.map((keys) => keys.length).sort()).toEqual([2, 4]);
    expect(await lookup(db, "a", [])).toEqual(new Map());
    expect(queries).toHaveLength(2);
  });

  it("ask for at most 500 keys a query, and give every caller of a failed query its error", async () => {
    await seed([["a", "item-700", 7]]);
    const { lookup, queries } = recordedLookup();
    const db = database().db;
    const names = Array.from({ length: 1200 }, (_, index) => `item-${index}`);
    expect(Object.fromEntries(await lookup(db, "a", names))).toEqual({ "item-700": 7 });
    expect(queries.map((keys) => keys.length)).toEqual([500, 500, 200]);
    const failing = coalescedLookup<number>(async () => {
      throw new Error("the database went away");
    });
    const calls = [failing(db, "a", ["cup"]), failing(db, "a", ["mug"])];
    for (const call of calls) await expect(call).rejects.toThrow("the database went away");
  });

  it("run a lookup inside a transaction alone, seeing the transaction's own writes", async () => {
    await seed([]);
    const { lookup, queries } = recordedLookup();
    const found = await database()
      .db.transaction()
      .execute(async (trx) => {
        await sql`insert into lookup_items values ('a', 'new', 9)`.execute(trx);
        return lookup(trx, "a", ["new"]);
      });
    expect(Object.fromEntries(found)).toEqual({ new: 9 });
    expect(queries).toEqual([["new"]]);
  });
});
