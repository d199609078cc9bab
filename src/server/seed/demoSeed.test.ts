import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { systemClock } from "../clock";
import { authorsRepository } from "../features/content/authorsRepository";
import { blobStoreIn } from "../features/media/blobStore";
import { websitesRepository } from "../features/sites/websitesRepository";
import { PROJECT_ROOT } from "../projectRoot";
import { seedDemoIfEmpty } from "./demoSeed";

let database: AppDatabase;
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-demo-seed-"));

beforeAll(async () => {
  database = openDatabase({ engine: "sqlite", file: ":memory:" });
  await migrateToLatest(database.db);
});
afterAll(() => database.close());

it("seeds the demo once, with its pictures and recordings and its owner signing the journal's posts", async () => {
  const seeded = await seedDemoIfEmpty(database.db, systemClock, PROJECT_ROOT, dataDir, blobStoreIn(dataDir));
  expect(seeded).toMatchObject({ seededNow: true, site: { identifier: "demo", email: "owner@demo.example" }, admin: { email: "admin@demo.example" } });
  const site = await websitesRepository.findByIdentifier(database.db, "demo");
  const assets = await database.db.selectFrom("assets").select(["id", "format", "fileName"]).where("websiteId", "=", site!.id).orderBy("id").execute();
  expect(assets.filter((asset) => asset.format === "jpeg")).toHaveLength(6);
  expect(assets.filter((asset) => asset.format === "wav").map((asset) => [asset.id, asset.fileName])).toEqual([
    ["64f1a0c2b3d4e5f6a7b8c907", "morning-roast.wav"],
    ["64f1a0c2b3d4e5f6a7b8c908", "harbor-waltz.wav"],
  ]);
  expect((await authorsRepository.siteAuthors(database.db, site!.id)).map((author) => author.name)).toEqual(["Demo Owner"]);
  const signed = await database.db.selectFrom("items").select(["recordType"]).where("websiteId", "=", site!.id).where("authorId", "is not", null).execute();
  expect(signed.map((item) => item.recordType)).toEqual([1, 1, 1]);

  expect(await seedDemoIfEmpty(database.db, systemClock, PROJECT_ROOT, dataDir, blobStoreIn(dataDir))).toEqual({ ...seeded, seededNow: false });
  expect(await websitesRepository.count(database.db)).toBe(1);
});
