import { sql } from "kysely";
import { expect, it } from "vitest";
import { compiledOnce } from "./compiledOnce";
import { describeEachDatabase } from "./testing/describeEachDatabase";

describeEachDatabase("queries compiled once", (database) => {
  it("build once per set of values, run with each call's values, and answer camel-cased rows", async () => {
    const db = database().db;
    await sql`create table compiled_notes (note_id text primary key, body_text text, stars integer)`.execute(db);
    let builds = 0;
    const insertNote = compiledOnce((trx, note: { noteId: string; bodyText: string; stars?: number }) => {
      builds += 1;
      return trx.insertInto("compiledNotes" as never).values(note as never);
    });
    const findNote = compiledOnce((trx, key: { noteId: string }) => {
      builds += 1;
      return trx
        .selectFrom("compiledNotes" as never)
        .selectAll()
        .where("noteId" as never, "=", key.noteId as never);
    });
    await insertNote(db, { noteId: "a", bodyText: "first", stars: 1 });
    await insertNote(db, { noteId: "b", bodyText: "second", stars: 2 });
    await db.transaction().execute((trx) => insertNote(trx, { noteId: "c", bodyText: "third", stars: undefined }));
    expect(builds).toBe(2);
    expect((await findNote(db, { noteId: "b" })).rows).toEqual([{ noteId: "b", bodyText: "second", stars: 2 }]);
    expect((await findNote(db, { noteId: "c" })).rows).toEqual([{ noteId: "c", bodyText: "third", stars: null }]);
    expect(builds).toBe(3);
  });
});
