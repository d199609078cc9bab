import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./database";
import { durableTransaction } from "./durableTransaction";

const dir = mkdtempSync(path.join(tmpdir(), "tessera-durable-"));
const database = openDatabase({ engine: "sqlite", file: path.join(dir, "durable.db") });

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
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
