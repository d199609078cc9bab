import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { isDatabaseUnreachable } from "./databaseUnreachable";

/** An error as pg reports one, with PostgreSQL's SQLSTATE code or a socket's code. */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached", () => {
  it("is told by what pg reports when nothing listens at the address", async () => {
    const nowhere = openDatabase({ engine: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    try {
      const refused = await sql`select 1`.execute(nowhere.db).catch((error: unknown) => error);
      expect(isDatabaseUnreachable(refused)).toBe(true);
    } finally {
      await nowhere.close();
    }
  });

  it("is told by lost links, a server shutting down or starting, and every connection exception", () => {
    const unreachable = [
      coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      coded("read ECONNRESET", "ECONNRESET"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      coded("terminating connection due to administrator command", "57P01"),
      coded("the database system is starting up", "57P03"),
      coded("connection failure", "08006"),
      new Error("a query failed", { cause: coded("read ECONNRESET", "ECONNRESET") }),
      new AggregateError([coded("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect failed"),
    ];
    expect(unreachable.filter((error) => !isDatabaseUnreachable(error))).toEqual([]);
  });

  it("is not a query the database refused, nor a bug", async () => {
    const sqlite = openDatabase({ engine: "sqlite", file: ":memory:" });
    try {
      const refusedBySqlite = await sql`select * from no_such_table`.execute(sqlite.db).catch((error: unknown) => error);
      const refused = [
        refusedBySqlite,
        coded('duplicate key value violates unique constraint "websites_pkey"', "23505"),
        coded("canceling statement due to statement timeout", "57014"),
        coded('relation "websites" does not exist', "42P01"),
        new TypeError("Cannot read properties of undefined"),
        "a thrown string",
        null,
      ];
      expect(refused.filter((error) => isDatabaseUnreachable(error))).toEqual([]);
    } finally {
      await sqlite.close();
    }
  });
});
