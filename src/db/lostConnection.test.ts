import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./database";

/** The real PostgreSQL server: PGlite has no connections to lose. */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** The server process behind the connection a query gets. */
async function backendOf(db: Db): Promise<number> {
  return (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
}

describe.runIf(postgresUrl)("a lost PostgreSQL connection (TEST_DATABASE_URL)", () => {
  it("is reported, not a crash, and the next query opens a new connection", async () => {
    let report: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (report = resolve));
    const database = openDatabase({ engine: "postgres", url: postgresUrl!, maxConnections: 1, onConnectionLost: (error) => report(error) });
    try {
      const before = await backendOf(database.db);
      // What a restart or a failover does to the idle connection in the pool.
      const other = openDatabase({ engine: "postgres", url: postgresUrl! });
      try {
        await sql`select pg_terminate_backend(${before})`.execute(other.db);
      } finally {
        await other.close();
      }
      expect((await lost).message).toMatch(/terminat/i);
      expect(await backendOf(database.db)).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it("is reported, not a crash, when lost while a transaction holds it between two statements, and the next query opens a new connection", async () => {
    let report: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (report = resolve));
    const database = openDatabase({ engine: "postgres", url: postgresUrl!, maxConnections: 1, onConnectionLost: (error) => report(error) });
    try {
      let held = 0;
      const transaction = database.db.transaction().execute(async (trx) => {
        held = await backendOf(trx);
        // What a cut link or a failover does to a connection a request holds.
        const other = openDatabase({ engine: "postgres", url: postgresUrl! });
        try {
          await sql`select pg_terminate_backend(${held})`.execute(other.db);
        } finally {
          await other.close();
        }
        await lost;
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect((await lost).message).toMatch(/terminat/i);
      expect(await backendOf(database.db)).not.toBe(held);
    } finally {
      await database.close();
    }
  });
});
