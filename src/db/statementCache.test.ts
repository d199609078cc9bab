import SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statementCache";

/** A real in-memory SQLite connection that counts how often each SQL text is prepared. */
function countingDatabase() {
  const sqlite = new SQLite(":memory:");
  sqlite.exec("create table notes (id integer primary key, body text)");
  const prepared: string[] = [];
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(sql) {
      prepared.push(sql);
      return sqlite.prepare(sql);
    },
  };
  return { database, prepared };
}

let open: SqliteDatabase | null = null;
afterEach(() => open?.close());

describe("withStatementCache", () => {
  it("prepares each SQL text once and gives the same results on every run", () => {
    const { database, prepared } = countingDatabase();
    const cached = (open = withStatementCache(database));
    cached.prepare("insert into notes (body) values (?)").run(["first"]);
    cached.prepare("insert into notes (body) values (?)").run(["second"]);
    expect(cached.prepare("select body from notes where id = ?").all([1])).toEqual([{ body: "first" }]);
    expect(cached.prepare("select body from notes where id = ?").all([2])).toEqual([{ body: "second" }]);
    expect(prepared).toEqual(["insert into notes (body) values (?)", "select body from notes where id = ?"]);
  });

  it("keeps at most its limit, dropping the least recently used statement", () => {
    const { database, prepared } = countingDatabase();
    const cached = (open = withStatementCache(database, 2));
    const [a, b, c] = ["select 1 as n", "select 2 as n", "select 3 as n"];
    cached.prepare(a!);
    cached.prepare(b!);
    cached.prepare(a!);
    cached.prepare(c!);
    cached.prepare(a!);
    cached.prepare(b!);
    expect(prepared).toEqual([a, b, c, b]);
  });
});
