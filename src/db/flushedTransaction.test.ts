import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect, test } from "vitest";
import { openDatabase, type Db } from "./database";
import { flushedTransaction } from "./flushedTransaction";
import { describeEachDatabase } from "./testing/describeEachDatabase";

/** The synchronous level a SQLite connection runs at (1 NORMAL, 2 FULL). */
async function sqliteLevel(db: Db): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return Number(rows[0]?.synchronous);
}

describeEachDatabase("a flushed transaction", (database) => {
  test("commits all of its work, or none of it when the work throws", async () => {
    const { db } = database();
    await sql`create table flushed_notes (note_id text primary key)`.execute(db);
    await flushedTransaction(database(), (trx) => sql`insert into flushed_notes (note_id) values (${"kept"})`.execute(trx));
    await expect(
      flushedTransaction(database(), async (trx) => {
        await sql`insert into flushed_notes (note_id) values (${"undone"})`.execute(trx);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const { rows } = await sql<{ noteId: string }>`select note_id from flushed_notes`.execute(db);
    expect(rows).toEqual([{ noteId: "kept" }]);
  });
});

test("on SQLite a flushed transaction commits at synchronous=FULL and puts NORMAL back, also after a failure", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "tessera-flushed-"));
  const database = openDatabase({ engine: "sqlite", file: path.join(dir, "flushed.db") });
  try {
    expect(await sqliteLevel(database.db)).toBe(1);
    expect(await flushedTransaction(database, (trx) => sqliteLevel(trx))).toBe(2);
    expect(await sqliteLevel(database.db)).toBe(1);
    await expect(flushedTransaction(database, () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(await sqliteLevel(database.db)).toBe(1);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
});
