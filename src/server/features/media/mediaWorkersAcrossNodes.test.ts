import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { ASSET_STATUS, assetsRepository } from "./assetsRepository";
import { generatedWidths } from "../../../domain/imageWidths";
import { processLog } from "../../log/serverLog";
import { FileBlobStore, originalKey, variantKey } from "./blobStore";
import { ImageEncoderPool } from "./imageEncoderPool";
import { MediaService, newAssetRow } from "./mediaService";
import { testJpeg } from "./testing";
import { inspectUpload } from "./uploadInspection";

const UPLOADS = 20;

/** One node's view of the shared file store, noting the originals its worker reads (one read per image it processes) and the widths it writes. */
class NodeBlobStore extends FileBlobStore {
  readonly originalsRead: string[] = [];
  readonly widthsWritten: string[] = [];

  override async get(key: string): Promise<Buffer | null> {
    if (key.startsWith("originals/")) this.originalsRead.push(key);
    return super.get(key);
  }

  override async put(key: string, bytes: Buffer): Promise<void> {
    if (key.startsWith("variants/")) this.widthsWritten.push(key);
    return super.put(key, bytes);
  }
}

describeOnEveryEngine("image workers across nodes", (database) => {
  it("process each of 20 waiting uploads on one node only, and make each width once, when two nodes' pools of two threads run together", async () => {
    const { db } = database();
    const folder = mkdtempSync(path.join(tmpdir(), "tessera-media-nodes-"));
    const websiteId = await seedSite(database(), onePageSite(`media-${newId().slice(0, 8)}`, []));
    const shared = new FileBlobStore(folder);
    const keys: string[] = [];
    const widths: string[] = [];
    for (let index = 0; index < UPLOADS; index++) {
      const bytes = await testJpeg(120 + index, 80);
      const inspected = await inspectUpload(`photo-${index}.jpg`, bytes, { imagesOnly: true });
      await shared.put(originalKey(inspected.sha256), bytes);
      await assetsRepository.insert(db, newAssetRow(websiteId, inspected, systemClock.now().toISOString()));
      keys.push(originalKey(inspected.sha256));
      for (const width of generatedWidths(120 + index)) widths.push(variantKey(inspected.sha256, width, "jpg"), variantKey(inspected.sha256, width, "webp"));
    }

    const stores = [new NodeBlobStore(folder), new NodeBlobStore(folder)];
    const workers = stores.map((store) => new MediaService(db, store, systemClock, processLog, new ImageEncoderPool(2)));
    let finished = 0;
    for (
      let round = await Promise.all(workers.map((worker) => worker.processDue()));
      round.some((n) => n > 0);
      round = await Promise.all(workers.map((worker) => worker.processDue()))
    )
      finished += round[0]! + round[1]!;

    expect(finished).toBe(UPLOADS);
    expect([...stores[0]!.originalsRead, ...stores[1]!.originalsRead].sort()).toEqual([...keys].sort());
    expect([...stores[0]!.widthsWritten, ...stores[1]!.widthsWritten].sort()).toEqual(widths.sort());
    const statuses = await db.selectFrom("assets").select("status").where("websiteId", "=", websiteId).execute();
    expect(statuses.map((row) => row.status)).toEqual(Array(UPLOADS).fill(ASSET_STATUS.READY));
    await Promise.all(workers.map((worker) => worker.stop()));
  });
});
