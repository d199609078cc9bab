import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../db/database";
import { openMigratedPGlite } from "../db/testing/pgliteTemplate";
import { withEmptyPostgresSchema } from "../db/testing/testDatabases";
import { migrateAndThen } from "./bootstrap";
import { systemClock } from "./clock";
import { blobStoreIn } from "./features/media/blobStore";
import { PROJECT_ROOT } from "./projectRoot";
import { seedDemoIfEmpty, type DemoSeedOutcome } from "./seed/demoSeed";
import { StartupError } from "./startupError";

/** A data directory of its own for each node, as each server process has. */
const dataDirOfANode = () => mkdtempSync(path.join(tmpdir(), "tessera-node-"));

/** Starts the nodes together: each migrates and seeds through its own handle on the database, as startServer does. */
function startTogether(databases: readonly AppDatabase[], schema?: string): Promise<DemoSeedOutcome[]> {
  return Promise.all(
    databases.map((database) => {
      const dataDir = dataDirOfANode();
      return migrateAndThen(database, (db) => seedDemoIfEmpty(db, systemClock, PROJECT_ROOT, dataDir, blobStoreIn(dataDir)), schema);
    }),
  );
}

/** What one seeded demo leaves: one site, its owner, one administrator, its six pictures and two recordings. */
async function expectOneDemo(database: AppDatabase, outcomes: readonly DemoSeedOutcome[]): Promise<void> {
  const { db } = database;
  const count = async (table: "websites" | "accounts" | "platformAdmins" | "assets") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(outcomes.filter((outcome) => outcome.seededNow)).toHaveLength(1);
  expect(outcomes.find((outcome) => outcome.seededNow)).toMatchObject({
    site: { identifier: "demo", email: "owner@demo.example" },
    admin: { email: "admin@demo.example" },
  });
  expect(outcomes.filter((outcome) => !outcome.seededNow).every((outcome) => outcome.site === null && outcome.admin === null)).toBe(true);
  expect(await count("websites")).toBe(1);
  expect(await count("accounts")).toBe(1);
  expect(await count("platformAdmins")).toBe(1);
  expect(await count("assets")).toBe(8);
}

describe("nodes starting together on one empty database", () => {
  const url = process.env.TEST_DATABASE_URL;

  it.runIf(url)("all start on PostgreSQL, each through its own pool, and exactly one seeds the demo", async () => {
    await withEmptyPostgresSchema(url!, async (schema) => {
      const nodes = Array.from({ length: 4 }, () => openDatabase({ engine: "postgres", url: url!, schema, maxConnections: 2 }));
      try {
        await expectOneDemo(nodes[0]!, await startTogether(nodes, schema));
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    });
  });

  // Writing the whole demo through PGlite's WebAssembly took 45 s on a loaded machine, so it gets more time than a test's default.
  it("all start on PGlite (its one connection already migrated, no site yet) and exactly one seeds the demo", async () => {
    const database = await openMigratedPGlite();
    try {
      await expectOneDemo(database, await startTogether([database, database, database]));
    } finally {
      await database.close();
    }
  }, 180_000);

  it("all start on one SQLite file and exactly one seeds the demo", async () => {
    const database = openDatabase({ engine: "sqlite", file: path.join(dataDirOfANode(), "tessera.db") });
    try {
      await expectOneDemo(database, await startTogether([database, database, database]));
    } finally {
      await database.close();
    }
  });
});

describe("a start that fails", () => {
  it("names the step and the cure when the database does not answer", async () => {
    const database = openDatabase({ engine: "postgres", url: "postgres://tessera@127.0.0.1:1/tessera" });
    try {
      const failure = await migrateAndThen(database, async () => "never").catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toMatch(
        /^Start-up stopped while opening the database: .*ECONNREFUSED.*\. Check that DATABASE_URL names a PostgreSQL server that answers \(or that DATA_DIR can be written\), then start again\.$/,
      );
    } finally {
      await database.close();
    }
  });

  it("names the seed and the cure when seeding fails, after the migrations ran", async () => {
    const database = openDatabase({ engine: "sqlite", file: ":memory:" });
    try {
      const failure = await migrateAndThen(database, async () => {
        throw new Error("The demo site file is not valid JSON.");
      }).catch((error: unknown) => error);
      expect((failure as Error).message).toBe(
        "Start-up stopped while seeding the demo site: The demo site file is not valid JSON. Nothing of the demo was kept, since it is written in one transaction; fix the cause and start again.",
      );
      expect(await database.db.selectFrom("websites").select("id").execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
