import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { processLog } from "../../log/serverLog";
import { FileBlobStore } from "./blobStore";
import { ImageEncoderPool } from "./imageEncoderPool";
import { MediaService } from "./mediaService";
import { testJpeg } from "./testing";

/** A file store whose reads of originals wait until the test opens the gate: the image being made is held mid-way. */
class GatedBlobStore extends FileBlobStore {
  open: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  reading = 0;

  override async get(key: string): Promise<Buffer | null> {
    if (key.startsWith("originals/")) {
      this.reading += 1;
      await this.gate;
    }
    return super.get(key);
  }
}

describe("the image worker at shutdown", () => {
  let dir: string;
  let database: AppDatabase;
  let websiteId: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "tessera-media-stop-"));
    database = openDatabase({ engine: "sqlite", file: path.join(dir, "media.db") });
    await migrateToLatest(database.db);
    websiteId = await seedSite(database, onePageSite("stopping", []));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("with one encoder thread, finishes the image it is making and begins no other, so a node stops in the time of one image", async () => {
    const blobs = new GatedBlobStore(path.join(dir, "media"));
    const media = new MediaService(database.db, blobs, systemClock, processLog, new ImageEncoderPool(1));
    for (const width of [300, 301, 302]) await media.upload(websiteId, `photo-${width}.jpg`, await testJpeg(width, 200));
    await expect.poll(() => blobs.reading).toBe(1);
    const stopped = media.stop();
    blobs.open();
    await stopped;
    const statuses = await database.db.selectFrom("assets").select("status").where("websiteId", "=", websiteId).orderBy("fileName").execute();
    expect(statuses.map((row) => row.status)).toEqual(["ready", "pending", "pending"]);
    expect(blobs.reading).toBe(1);
  });
});
