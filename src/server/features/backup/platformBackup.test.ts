import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase, type DatabaseTarget } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { newId } from "../../../domain/ids";
import { formsSite, newTestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";
import { emptyOrder } from "../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { ASSET_STATUS } from "../media/assetsRepository";
import { blobStoreIn, originalKey } from "../media/blobStore";
import { loadOrCreateSessionSecret } from "../../secrets";
import { backupPlatform, restorePlatform } from "./platformBackup";

/** Where one engine keeps a platform for this test: a fresh database, and a way to drop it. */
interface Engine {
  name: string;
  fresh(dataDir: string): Promise<{ target: DatabaseTarget; drop(): Promise<void> }>;
}

const sqlite: Engine = {
  name: "SQLite",
  async fresh(dataDir) {
    return { target: { engine: "sqlite", file: path.join(dataDir, "tessera.db") }, drop: async () => undefined };
  },
};

/** A new database on the PostgreSQL server (pg_dump and pg_restore work on whole databases). */
function postgres(url: string): Engine {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    async fresh() {
      const name = `tessera_backup_${newId()}`;
      await admin(`create database ${name}`);
      const address = new URL(url);
      address.pathname = `/${name}`;
      return { target: { engine: "postgres", url: address.toString() }, drop: () => admin(`drop database ${name} with (force)`) };
    },
  };
}

// PGlite runs only inside tests: a platform's database is a SQLite file or a PostgreSQL server.
const ENGINES = process.env.TEST_DATABASE_URL ? [sqlite, postgres(process.env.TEST_DATABASE_URL)] : [sqlite];
const OWNER = { email: "owner@backup.example", password: "owner password 1" };
const PDF = Buffer.from("%PDF-1.4\n% a menu\n");
/** Tables no submission writes: the restore holds exactly what the platform held. */
const STILL_TABLES = ["websites", "accounts", "items", "layoutVersions", "forms", "storeOrders", "assets"] as const;

async function counts(database: AppDatabase): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of STILL_TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    found[table] = Number(row.n);
  }
  return found;
}

/** The message of every stored submission. */
async function storedMessages(database: AppDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom("formSubmissions").select("fieldsJson").execute();
  return rows.flatMap((row) =>
    (JSON.parse(row.fieldsJson) as { id: string; value: unknown }[]).filter((field) => field.id === "message").map((field) => String(field.value)),
  );
}

for (const engine of ENGINES) {
  describe(`a backup of the whole platform taken while forms are posted, restored [${engine.name}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-backup-source-"));
    const restoredDir = mkdtempSync(path.join(tmpdir(), "tessera-backup-restored-"));
    const file = path.join(tmpdir(), `tessera-backup-${newId()}.tar.gz`);
    const ids = newTestFormIds();
    let source: Awaited<ReturnType<Engine["fresh"]>>;
    let restored: Awaited<ReturnType<Engine["fresh"]>>;
    let database: AppDatabase;
    let server: TestServer;
    const acknowledged: string[] = [];
    let acknowledgedBeforeBackup: string[] = [];
    const progress: string[] = [];

    beforeAll(async () => {
      source = await engine.fresh(dataDir);
      restored = await engine.fresh(restoredDir);
      database = openDatabase(source.target);
      await migrateToLatest(database.db);
      const websiteId = await seedSite(database, formsSite("backup", ids), OWNER);
      const now = new Date().toISOString();
      await database.db
        .insertInto("storeOrders")
        .values(emptyOrder(newId(), websiteId, now))
        .execute();
      const sha256 = createHash("sha256").update(PDF).digest("hex");
      await blobStoreIn(dataDir).put(originalKey(sha256), PDF);
      await database.db
        .insertInto("assets")
        .values({
          id: newId(),
          websiteId,
          kind: "file",
          format: "pdf",
          contentType: "application/pdf",
          fileName: "menu.pdf",
          byteSize: PDF.length,
          sha256,
          width: null,
          height: null,
          status: ASSET_STATUS.READY,
          progress: 100,
          error: null,
          claimedAt: null,
          carriesMetadata: 0,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      loadOrCreateSessionSecret(dataDir);
      server = await createTestServer(database, { config: { dataDir } });
    });

    afterAll(async () => {
      await server?.close();
      await database?.close();
      await source?.drop();
      await restored?.drop();
      for (const folder of [dataDir, restoredDir]) rmSync(folder, { recursive: true, force: true });
      rmSync(file, { force: true });
    });

    it("holds every submission acknowledged before it began, the orders, pages' history and files, and the secrets", async () => {
      let posting = true;
      const poster = async (lane: number) => {
        for (let index = 0; posting && index < 40; index++) {
          const visitor = new FormVisitor(server, "backup", `198.51.${100 + lane}.${index + 1}`);
          await visitor.open();
          const message = `lane ${lane} message ${index}`;
          const answer = await visitor.submit(ids.contact, { name: ["Ann", "Lee"], email: "ann@example.com", message });
          if (answer.statusCode === 200) acknowledged.push(message);
        }
      };
      const posters = [0, 1, 2].map(poster);
      while (acknowledged.length < 15) await new Promise((resolve) => setImmediate(resolve));
      acknowledgedBeforeBackup = [...acknowledged];
      const summary = await backupPlatform(
        { target: source.target, dataDir, blobs: blobStoreIn(dataDir), progress: (line) => progress.push(line) },
        database.db,
        file,
      );
      posting = false;
      await Promise.all(posters);
      expect(summary).toEqual({ engine: source.target.engine, files: 1, missingFiles: 0 });
      expect(progress).toContain("Files: 1 of 1");
      expect(progress.at(-1)).toBe(`Backup written to ${file}`);

      const restoredSummary = await restorePlatform({ target: restored.target, dataDir: restoredDir, blobs: blobStoreIn(restoredDir) }, file);
      expect(restoredSummary.files).toBe(1);
      const copy = openDatabase(restored.target);
      try {
        const messages = await storedMessages(copy);
        for (const message of acknowledgedBeforeBackup) expect(messages).toContain(message);
        // Nothing is in the copy that was not posted: at most the three lanes' submissions in flight were stored unacknowledged.
        for (const message of messages) expect(message).toMatch(/^lane [0-2] message \d+$/);
        expect(messages.length).toBeLessThanOrEqual(acknowledged.length + 3);
        expect(await counts(copy)).toEqual(await counts(database));
        const sha256 = createHash("sha256").update(PDF).digest("hex");
        expect(await blobStoreIn(restoredDir).get(originalKey(sha256))).toEqual(PDF);
        expect(readFileSync(path.join(restoredDir, "session-secret"), "utf8")).toBe(readFileSync(path.join(dataDir, "session-secret"), "utf8"));
      } finally {
        await copy.close();
      }
    });

    it("refuses to restore over a database that holds data, or a file that is not a backup, with a plain reason", async () => {
      await expect(restorePlatform({ target: restored.target, dataDir: restoredDir, blobs: blobStoreIn(restoredDir) }, file)).rejects.toThrow(
        "The database is not empty. Restore into a new data directory (or an empty PostgreSQL database) so nothing already there is overwritten.",
      );
      const notABackup = path.join(dataDir, "site.json");
      writeFileSync(notABackup, "{}");
      const empty = await engine.fresh(mkdtempSync(path.join(tmpdir(), "tessera-backup-empty-")));
      try {
        await expect(restorePlatform({ target: empty.target, dataDir: restoredDir, blobs: blobStoreIn(restoredDir) }, notABackup)).rejects.toThrow(
          /^This file cannot be read as a Tessera backup/,
        );
      } finally {
        await empty.drop();
      }
    });
  });
}
