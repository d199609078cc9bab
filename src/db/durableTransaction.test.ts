import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "./testing/describeEachDatabase";
import { openDatabase, type Db } from "./database";
import { durableTransaction } from "./durableTransaction";
import { durableSteps } from "./durableSteps";

const dir = mkdtempSync(path.join(tmpdir(), "tessera-durable-"));
const database = openDatabase({ engine: "sqlite", file: path.join(dir, "durable.db") });

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const otherConnection = openDatabase({ engine: "sqlite", file: path.join(dir, "durable.db") });

afterAll(async () => {
  await otherConnection.close();
});

const synchronous = async (db = database.db) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;

it("commits with synchronous FULL and leaves the connection as it found it, also after a failure", async () => {
  expect(await synchronous()).toBe(1);
  await sql`create table notes (body text)`.execute(database.db);
  const inside = await durableTransaction(database, async (trx) => {
    await sql`insert into notes values ('kept')`.execute(trx);
    return synchronous(trx);
  });
  expect(inside).toBe(2);
  expect(await synchronous()).toBe(1);
  await expect(
    durableTransaction(database, async (trx) => {
      await sql`insert into notes values ('rolled back')`.execute(trx);
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  expect(await synchronous()).toBe(1);
  expect((await sql<{ body: string }>`select body from notes`.execute(database.db)).rows).toEqual([{ body: "kept" }]);
});

it("runs work arriving together in one transaction with one commit, answering each caller after it", async () => {
  await sql`create table tickets (body text)`.execute(database.db);
  const seenElsewhere: number[] = [];
  const answers = await Promise.all(
    ["a", "b", "c"].map((body) =>
      durableTransaction(database, async (trx) => {
        await sql`insert into tickets values (${body})`.execute(trx);
        seenElsewhere.push((await sql<{ n: number }>`select count(*) as n from tickets`.execute(otherConnection.db)).rows[0]!.n);
        return (await sql<{ n: number }>`select count(*) as n from tickets`.execute(trx)).rows[0]!.n;
      }),
    ),
  );
  expect(answers).toEqual([1, 2, 3]);
  expect(seenElsewhere).toEqual([0, 0, 0]);
  expect((await sql<{ n: number }>`select count(*) as n from tickets`.execute(otherConnection.db)).rows[0]!.n).toBe(3);
});

it("undoes only the work that failed in a shared transaction, and tells only its caller", async () => {
  await sql`create table seats (body text)`.execute(database.db);
  const results = await Promise.allSettled(
    ["first", "refused", "last"].map((body) =>
      durableTransaction(database, async (trx) => {
        await sql`insert into seats values (${body})`.execute(trx);
        if (body === "refused") throw new Error("Sold out.");
        return body;
      }),
    ),
  );
  expect(results).toEqual([
    { status: "fulfilled", value: "first" },
    { status: "rejected", reason: new Error("Sold out.") },
    { status: "fulfilled", value: "last" },
  ]);
  expect((await sql<{ body: string }>`select body from seats order by body`.execute(otherConnection.db)).rows).toEqual([{ body: "first" }, { body: "last" }]);
  expect(await synchronous()).toBe(1);
});

it("runs steps on the connection itself beside work through the query builder, undoing only the refused or failed one", async () => {
  await sql`create table mixed (body text)`.execute(database.db);
  const insert = (body: string) => sql`insert into mixed values (${body})`.compile(database.db);
  const results = await Promise.allSettled([
    durableTransaction(database, async (trx) => {
      await sql`insert into mixed values ('builder')`.execute(trx);
      return (await sql<{ n: number }>`select count(*) as n from mixed`.execute(trx)).rows[0]!.n;
    }),
    durableSteps(database, [{ query: insert("steps") }, { query: sql`select count(*) as seen from mixed`.compile(database.db), returns: true }]),
    durableSteps(database, [
      { query: insert("refused") },
      { query: sql`update mixed set body = body where body = 'none'`.compile(database.db), refuse: "nothing" },
    ]),
    durableTransaction(database, async (trx) => {
      await sql`insert into mixed values ('failed')`.execute(trx);
      throw new Error("boom");
    }),
    durableSteps(database, [{ query: insert("last") }]),
  ]);
  expect(results).toEqual([
    { status: "fulfilled", value: 1 },
    { status: "fulfilled", value: { refused: null, rows: [null, { seen: 2 }] } },
    { status: "fulfilled", value: { refused: "nothing", detail: null, after: [] } },
    { status: "rejected", reason: new Error("boom") },
    { status: "fulfilled", value: { refused: null, rows: [null] } },
  ]);
  expect((await sql<{ body: string }>`select body from mixed order by rowid`.execute(otherConnection.db)).rows).toEqual([
    { body: "builder" },
    { body: "steps" },
    { body: "last" },
  ]);
  expect(await synchronous()).toBe(1);
});

describeOnEveryEngine("durable transactions", (database) => {
  it("commit the work and answer its result; a failing work leaves nothing behind", async () => {
    await sql`create table durable_marks (body text)`.execute(database().db);
    expect(
      await durableTransaction(database(), async (trx) => {
        await sql`insert into durable_marks values ('kept')`.execute(trx);
        return "done";
      }),
    ).toBe("done");
    await expect(
      durableTransaction(database(), async (trx) => {
        await sql`insert into durable_marks values ('undone')`.execute(trx);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await sql<{ body: string }>`select body from durable_marks`.execute(database().db)).rows).toEqual([{ body: "kept" }]);
  });

  it("flush the way of their engine: SQLite commits at synchronous FULL, PostgreSQL releases the work's locks before its flush and then flushes", async () => {
    const level = async (db: Db) =>
      database().engine === "sqlite"
        ? String(await synchronous(db))
        : (await sql<{ synchronousCommit: string }>`show synchronous_commit`.execute(db)).rows[0]!.synchronousCommit;
    const [inside, outside] = database().engine === "sqlite" ? ["2", "1"] : ["off", "on"];
    expect(await durableTransaction(database(), (trx) => level(trx))).toBe(inside);
    expect(await level(database().db)).toBe(outside);
    expect(await durableTransaction(database(), (trx) => level(trx), { sharedRows: false })).toBe(database().engine === "sqlite" ? "2" : "on");
  });
});
